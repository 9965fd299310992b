import { randomUUID } from 'node:crypto';
import { LoginReplySchema, SessionReplySchema } from '../../../contract/auth.ts';
import { STAFF_API_BASE, StaffBoardSchema } from '../../../contract/staff.ts';
import type { Db } from '../../../server/db/db.ts';
import { insertSession } from '../../../server/db/queries/sessions.ts';
import { staffIdByMobile } from '../../../server/db/queries/staff.ts';
import { newToken, sha256 } from '../../../server/domain/secrets.ts';
import { codeTextedTo } from './customers.ts';
import { type App, CLIENT_HEADER, expectData, readReply } from './http.ts';

/** The demo's staff (server/db/seed/staff.ts): 9700000001 works at Surat, Adajan; 9700000002 at Surat, Vesu. */
export const ADAJAN_STAFF = '9700000001';
export const VESU_STAFF = '9700000002';

interface StaffRequest {
  bearer?: string;
  client?: string;
  method?: 'GET' | 'POST';
  fields?: Record<string, string>;
}

/** A staff call as the console makes it; each from a client of its own unless said, so no client limit is met. */
export async function staffCall(
  app: App,
  path: string,
  { bearer, client, method = 'POST', fields }: StaffRequest = {},
) {
  const headers: Record<string, string> = { [CLIENT_HEADER]: client ?? randomUUID() };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const body = fields ? new URLSearchParams(fields) : undefined;
  return readReply(await app.request(`${STAFF_API_BASE}/${path}`, { method, headers, body }));
}

/** A member of staff signed in at the console: their session token. */
export async function signedInStaff(app: App, mobile = ADAJAN_STAFF): Promise<string> {
  const login = expectData(await staffCall(app, 'login', { fields: { mobile_number: mobile } }), LoginReplySchema);
  const otp = await codeTextedTo(app, mobile);
  return expectData(await staffCall(app, 'login_verify', { bearer: login.token, fields: { otp } }), SessionReplySchema)
    .token;
}

export const boardOf = async (app: App, bearer: string) =>
  expectData(await staffCall(app, 'orders', { bearer, method: 'GET' }), StaffBoardSchema);

/**
 * A member of staff's session written straight to the database: for tests of what staff do, many sign-ins a
 * file would meet the codes' limits (staffAuth.test.ts signs in through the API).
 */
export async function staffSessionIn(db: Db, mobile: string, now: Date): Promise<string> {
  const staffId = await staffIdByMobile(db, mobile);
  if (!staffId) throw new Error(`${mobile} is not staff`);
  const token = newToken();
  await insertSession(db, sha256(token), { kind: 'staff', id: staffId }, now);
  return token;
}
