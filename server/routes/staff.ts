import { Hono } from 'hono';
import * as v from 'valibot';
import { LoginRequest, VerifyOtpRequest } from '../../contract/authRules.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { type LiveEvent, StaffMoveRequest } from '../../contract/staff.ts';
import type { LiveDeps } from '../deps.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { requireStaff, signOut, watchSignOut } from '../http/session.ts';
import { pathText, validBody, validParams } from '../http/validate.ts';
import { liveEventStream } from '../live/eventStream.ts';
import { staffOperations as doc } from '../openapi/operations/staff.ts';
import { moveOrder, orderMoved } from '../usecases/moveOrder.ts';
import { readStaffBoard } from '../usecases/readStaffBoard.ts';
import { checkSignInCode, sendSignInCode } from './signIn.ts';
import { staffOutletRoutes } from './staffOutlets.ts';

const OrderIdParams = v.object({ id: pathText('id') });

/** The events of these outlets that their staff hear: not those of an order that has not reached them. */
const heardByStaff = (outletIds: ReadonlySet<string>) => (event: LiveEvent) =>
  outletIds.has(event.outletId) && (event.kind === 'outlet' || event.forStaff);

/**
 * The console's calls (a POS tablet may use them too), mounted under STAFF_API_BASE: sign-in, the board, moves,
 * the live events, the outlets' controls.
 */
export function staffRoutes(deps: LiveDeps) {
  const staff = requireStaff(deps);
  return new Hono()
    .post('/login', doc.login, validBody(LoginRequest), (c) =>
      sendSignInCode(c, deps, c.req.valid('form').mobile_number, 'staff'),
    )
    .post('/login_verify', doc.verify, validBody(VerifyOtpRequest), (c) =>
      checkSignInCode(c, deps, { otp: c.req.valid('form').otp }, 'staff'),
    )
    .post('/logout', doc.logout, staff, async (c) => {
      await signOut(deps, c.var.sessionHash);
      return ok(c, null, MESSAGES.signedOut);
    })
    .get('/orders', doc.board, staff, async (c) => {
      const board = await readStaffBoard(deps, c.var.staffId);
      return board ? ok(c, board) : fail(c, 401, MESSAGES.sessionExpired);
    })
    .post('/orders/:id/status', doc.move, staff, validParams(OrderIdParams), validBody(StaffMoveRequest), async (c) => {
      const { status, ...move } = c.req.valid('form');
      const moved = await moveOrder(deps, {
        ...move,
        orderId: c.req.valid('param').id,
        to: status,
        by: 'staff',
        staffOutletIds: c.var.outletIds,
      });
      return 'refusal' in moved ? refused(c, moved) : ok(c, orderMoved(moved.order), MESSAGES.orderMoved);
    })
    .get('/events', doc.events, requireStaff(deps, { tokenInQuery: true }), (c) => {
      const signedOut = watchSignOut(deps, c.var.sessionHash, 'staff');
      return liveEventStream(c, deps.live, heardByStaff(new Set(c.var.outletIds)), signedOut);
    })
    .route('/outlets', staffOutletRoutes(deps));
}
