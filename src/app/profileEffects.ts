import { fromPromise } from 'xstate';
import type { Profile } from '../../contract/auth.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { ProfileActionParams, ProfileActorIO } from '../../machines/profile/profile.types.ts';
import { fetchProfile, updateProfile } from '../api/profile.ts';
import { toast } from '../ui/toast.ts';

type IO<Name extends keyof ProfileActorIO> = ProfileActorIO[Name];

/** The browser's side of the profile form; `onSaved` hands the shop the saved profile (the header's name). */
export const profileEffects = (onSaved: (profile: Profile) => void) => ({
  actors: {
    loadProfile: fromPromise<IO<'loadProfile'>['output'], IO<'loadProfile'>['input']>(() => fetchProfile()),
    saveProfile: fromPromise<IO<'saveProfile'>['output'], IO<'saveProfile'>['input']>(({ input }) =>
      updateProfile(input),
    ),
  },
  actions: {
    profileSaved: (_: unknown, { profile }: ProfileActionParams['profileSaved']) => {
      onSaved(profile);
      toast.success(MESSAGES.profileUpdated);
    },
  },
});
