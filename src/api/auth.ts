import * as v from 'valibot';
import {
  LoginReplySchema,
  type Profile,
  ProfileSchema,
  SessionReplySchema,
  SignInReplySchema,
} from '../../contract/auth.ts';
import type {
  ChangeDeliveryTypeRequest,
  LoginRequest,
  ProfileFields,
  ProfileUpdateRequest,
  SignupFields,
  SignupRequest,
  UpdatePickUpLocationRequest,
  VerifyOtpRequest,
} from '../../contract/authRules.ts';
import type { OrderType } from '../../contract/constants.ts';
import { api, body } from './client.ts';

/** Asks the server to text a code to the number; the reply carries the login challenge, never the code. */
export function sendOtp(mobile: string) {
  return api.post('login', LoginReplySchema, body<typeof LoginRequest>({ mobile_number: mobile }));
}

/** Creates the account of the number the sign-up ticket proves; the new customer's session token. */
export function register(ticket: string, fields: SignupFields) {
  return api.post('register', SessionReplySchema, body<typeof SignupRequest>(fields), { bearer: ticket });
}

/** Trades the challenge and the code for a session token, or for a number without an account a sign-up ticket. */
export function verifyOtp(challengeToken: string, otp: string, storeId: string) {
  return api.post('login_verify', SignInReplySchema, body<typeof VerifyOtpRequest>({ otp, storeId }), {
    bearer: challengeToken,
  });
}

export function logout(): Promise<undefined> {
  return api.get('logout', v.unknown()).then(() => undefined);
}

export function fetchProfile(): Promise<Profile> {
  return api.get('user_profile', ProfileSchema);
}

export function updateProfile(fields: ProfileFields): Promise<Profile> {
  return api.put('user_profile/update', ProfileSchema, body<typeof ProfileUpdateRequest>(fields));
}

export function changeDeliveryType(type: OrderType): Promise<Profile> {
  return api.post('changeDeliveryType', ProfileSchema, body<typeof ChangeDeliveryTypeRequest>({ type }));
}

export function updatePickUpLocation(outlet: { id: string; city: string; area: string }): Promise<Profile> {
  return api.post(
    'updatePickUpLocation',
    ProfileSchema,
    body<typeof UpdatePickUpLocationRequest>({ pickUp: outlet.id, city: outlet.city, area: outlet.area }),
  );
}
