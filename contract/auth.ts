import * as v from 'valibot';
import { AddressListSchema } from './address.ts';
import { ORDER_TYPES } from './constants.ts';

// The replies about the customer's account; what the customer sends, and its rules, is in authRules.ts.

/** `login`: the challenge token to send back with the code as bearer; never the code itself. */
export const LoginReplySchema = v.object({
  token: v.string(),
  user: v.object({ mobile_number: v.string() }),
  /** Seconds until Resend OTP may be used. */
  resendAfter: v.number(),
});

export const SessionReplySchema = v.object({ token: v.string() });

/**
 * The shop's `login_verify`: a number with an account gets its session; a number without one gets a sign-up
 * ticket (`newCustomer: true`), the bearer of `register` for the next ten minutes, once.
 */
export const SignInReplySchema = v.object({ token: v.string(), newCustomer: v.boolean() });

export const ProfileSchema = v.object({
  id: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  mobile_number: v.string(),
  email: v.string(),
  /** Wallet balance in rupees. */
  wallet: v.number(),
  /** The outlet last chosen while signed in; null before any. */
  deliveryOutletStore: v.nullable(v.string()),
  delivery_type: v.picklist(ORDER_TYPES),
  /** The saved delivery addresses, oldest first. */
  address: AddressListSchema,
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

export const CurrentUserSchema = v.object({ id: v.string() });

/** An SMS in the development outbox (`GET /api/v1/dev/sms?mobile_number=N`). */
export const OutboxMessageSchema = v.object({ text: v.string(), createdAt: v.string() });
export const OutboxSchema = v.array(OutboxMessageSchema);

/** Where the outbox is read while no SMS gateway is configured. */
export const DEV_SMS_PATH = '/api/v1/dev/sms';
