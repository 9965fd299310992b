import * as v from 'valibot';
import { SessionReplySchema } from '../../contract/auth.ts';
import type { LoginRequest, VerifyOtpRequest } from '../../contract/authRules.ts';
import { OTP_RESEND_SECONDS } from '../../contract/constants.ts';
import {
  type DishAvailabilityRequest,
  type OutletAvailabilityRequest,
  STAFF_API_BASE,
  StaffBoardSchema,
  type StaffMoveRequest,
} from '../../contract/staff.ts';
import type { MoveRequest, OutletChange } from '../../machines/console/console.types.ts';
import { apiUnder, body } from '../api/client.ts';
import { followServerClock } from './serverClock.ts';

// The staff calls the console makes. Each carries the staff session as its bearer, never the shop's
// stored customer token.

const api = apiUnder(STAFF_API_BASE);

/** `staff/login` answers the challenge; a server that says when the code may be sent again is heeded. */
const StaffLoginReplySchema = v.object({
  token: v.string(),
  resendAfter: v.optional(v.number(), OTP_RESEND_SECONDS),
});

const flag = (value: boolean) => (value ? 'true' : 'false');

export function sendStaffCode(mobile: string) {
  return api.post('login', StaffLoginReplySchema, body<typeof LoginRequest>({ mobile_number: mobile }));
}

export function verifyStaffCode(challengeToken: string, otp: string) {
  return api.post('login_verify', SessionReplySchema, body<typeof VerifyOtpRequest>({ otp }), {
    bearer: challengeToken,
  });
}

export async function signStaffOut(session: string): Promise<undefined> {
  await api.post('logout', v.unknown(), undefined, { bearer: session });
}

/** The board, and the server's clock it was read at (serverClock.ts). */
export async function fetchBoard(session: string) {
  const board = await api.get('orders', StaffBoardSchema, { bearer: session });
  followServerClock(board.serverTime);
  return board;
}

export async function moveOrder(session: string, orderId: string, request: MoveRequest): Promise<undefined> {
  const path = `orders/${encodeURIComponent(orderId)}/status`;
  await api.post(path, v.unknown(), body<typeof StaffMoveRequest>(request), { bearer: session });
}

export async function changeOutlet(session: string, outletId: string, change: OutletChange): Promise<undefined> {
  const fields = Object.fromEntries(Object.entries(change).map(([name, value]) => [name, flag(value)]));
  const path = `outlets/${encodeURIComponent(outletId)}/availability`;
  await api.post(path, v.unknown(), body<typeof OutletAvailabilityRequest>(fields), { bearer: session });
}

export async function changeDish(
  session: string,
  outletId: string,
  productId: string,
  available: boolean,
): Promise<undefined> {
  const path = `outlets/${encodeURIComponent(outletId)}/products/${encodeURIComponent(productId)}`;
  await api.post(path, v.unknown(), body<typeof DishAvailabilityRequest>({ available: flag(available) }), {
    bearer: session,
  });
}
