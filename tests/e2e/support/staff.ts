import * as v from 'valibot';
import { LoginReplySchema, SessionReplySchema } from '../../../contract/auth.ts';
import { envelope } from '../../../contract/envelope.ts';
import { STAFF_API_BASE } from '../../../contract/staff.ts';
import { codeSentTo } from './customer.ts';
import { baseUrl } from './visitor.ts';

/** The demo data's counter staff of Surat, Adajan (server/db/seed/staff.ts). */
export const ADAJAN_STAFF = '9700000001';

async function staffCall(path: string, fields: Record<string, string>, bearer?: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${STAFF_API_BASE}/${path}`, {
    method: 'POST',
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
    body: new URLSearchParams(fields),
  });
  const reply = v.parse(envelope(v.unknown()), await response.json());
  if (!response.ok || reply.error === 1) throw new Error(`${path}: ${reply.msg}`);
  return reply.data;
}

/** Signs a member of staff in as the console does: a code texted to the number, then the session. */
export async function staffSession(mobile = ADAJAN_STAFF): Promise<string> {
  const { token: challenge } = v.parse(LoginReplySchema, await staffCall('login', { mobile_number: mobile }));
  const otp = await codeSentTo(mobile);
  return v.parse(SessionReplySchema, await staffCall('login_verify', { otp }, challenge)).token;
}

/** Moves an order as the console's buttons do (accept with prepMinutes, reject with a reason...). */
export const moveOrder = (staffToken: string, orderId: string, fields: Record<string, string>) =>
  staffCall(`orders/${encodeURIComponent(orderId)}/status`, fields, staffToken);
