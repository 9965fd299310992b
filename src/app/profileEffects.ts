import { fromPromise } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import type { ProfileActionParams, ProfileActorIO } from '../../machines/profile/profile.types.ts';
import { fetchProfile, updateProfile } from '../api/auth.ts';
import { toast } from '../ui/toast.ts';
import { replaceProfile } from './profileStore.ts';

type IO<Name extends keyof ProfileActorIO> = ProfileActorIO[Name];

/** The browser's side of the profile form. */
export const profileEffects = {
  actors: {
    loadProfile: fromPromise<IO<'loadProfile'>['output'], IO<'loadProfile'>['input']>(() => fetchProfile()),
    saveProfile: fromPromise<IO<'saveProfile'>['output'], IO<'saveProfile'>['input']>(({ input }) =>
      updateProfile(input),
    ),
  },
  actions: {
    profileSaved: (_: unknown, { profile }: ProfileActionParams['profileSaved']) => {
      replaceProfile(profile);
      toast.success(MESSAGES.profileUpdated);
    },
  },
};
