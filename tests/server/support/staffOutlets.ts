import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { STAFF_API_BASE } from '../../../contract/staff.ts';
import type { Db } from '../../../server/db/db.ts';
import { type StaffOutletVariables, staffOutletRoutes } from '../../../server/routes/staffOutlets.ts';
import { type Reply, readReply } from './http.ts';

/** The outlets the test's member of staff works at, comma-separated: the test's stand-in for a staff session. */
const STAFF_OUTLETS_HEADER = 'x-test-staff-outlets';

/**
 * The outlet controls as the staff API serves them, on the test's database; the staff session check (another
 * part of the app) is stood in for by a header naming the staff's outlets.
 */
export function staffOutletsApp(db: Db, clock: () => Date) {
  const asStaff = createMiddleware<StaffOutletVariables>(async (c, next) => {
    c.set('staffOutletIds', (c.req.header(STAFF_OUTLETS_HEADER) ?? '').split(',').filter(Boolean));
    await next();
  });
  const app = new Hono().route(`${STAFF_API_BASE}/outlets`, staffOutletRoutes({ db, clock }, asStaff));

  /** A staff call under /staff/outlets, by staff of `outlets`, form-encoded (or JSON when `json`). */
  return async function staffCall(
    path: string,
    fields: Record<string, string | boolean>,
    { outlets, json = false }: { outlets: readonly string[]; json?: boolean },
  ): Promise<Reply> {
    const headers: Record<string, string> = { [STAFF_OUTLETS_HEADER]: outlets.join(',') };
    if (json) headers['Content-Type'] = 'application/json';
    const body = json
      ? JSON.stringify(fields)
      : new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]));
    return readReply(await app.request(`${STAFF_API_BASE}/outlets/${path}`, { method: 'POST', headers, body }));
  };
}
