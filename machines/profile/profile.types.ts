import type { Profile } from '../../contract/auth.ts';
import type { ProfileFields } from '../../contract/authRules.ts';

export type ProfileField = keyof ProfileFields;

export interface ProfileContext {
  /** What the form shows and sends. */
  fields: ProfileFields;
  /** Read only: the number is the account's identity. */
  mobileNumber: string;
  /** A validation rule, the server's refusal, or why the profile could not be loaded. */
  error: string | null;
  /** The field the rule broken is about, which the form marks and shows the message under; null otherwise. */
  errorField: ProfileField | null;
}

export type ProfileEvent =
  | { type: 'profile.change'; field: ProfileField; value: string }
  | { type: 'profile.submit' }
  /** After the profile could not be loaded. */
  | { type: 'profile.retry' };

/** What the app's actors receive and resolve with (`profileMachine.provide({ actors })`). */
export interface ProfileActorIO {
  loadProfile: { input: undefined; output: Profile };
  saveProfile: { input: ProfileFields; output: Profile };
}

export interface ProfileActionParams {
  /** 'Profile updated' as a toast; the app also shows the new name in the header. */
  profileSaved: { profile: Profile };
}
