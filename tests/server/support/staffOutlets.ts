import { STAFF_API_BASE } from '../../../contract/staff.ts';
import type { Db } from '../../../server/db/db.ts';
import { addStaff } from '../../../server/db/queries/staff.ts';
import { type Reply, readReply, testApp } from './http.ts';
import { staffSessionIn } from './staff.ts';

let members = 0;

/**
 * The outlet controls as the console calls them, on the test's database: each call by a member of staff
 * (signed in, a session of their own) who works at exactly `outlets`.
 */
export function staffOutletsApp(db: Db, clock: () => Date) {
  const app = testApp(db, clock);
  const sessions = new Map<string, Promise<string>>();

  const sessionFor = (outlets: readonly string[]) => {
    const key = [...outlets].sort().join(',');
    if (!sessions.has(key)) {
      const mobileNumber = `96${String(process.pid % 10_000).padStart(4, '0')}${String(++members).padStart(4, '0')}`;
      const signedIn = addStaff(db, { mobileNumber, outletIds: outlets }, clock()).then(() =>
        staffSessionIn(db, mobileNumber, clock()),
      );
      sessions.set(key, signedIn);
    }
    return sessions.get(key) as Promise<string>;
  };

  /** A staff call under /staff/outlets, by staff of `outlets`, form-encoded (or JSON when `json`). */
  return async function staffCall(
    path: string,
    fields: Record<string, string | boolean>,
    { outlets, json = false }: { outlets: readonly string[]; json?: boolean },
  ): Promise<Reply> {
    const headers: Record<string, string> = { Authorization: `Bearer ${await sessionFor(outlets)}` };
    if (json) headers['Content-Type'] = 'application/json';
    const body = json
      ? JSON.stringify(fields)
      : new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    return readReply(await app.request(`${STAFF_API_BASE}/outlets/${path}`, { method: 'POST', headers, body }));
  };
}
