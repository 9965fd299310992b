import * as v from 'valibot';
import { SessionReplySchema } from '../../../contract/auth.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { StaffBoardSchema } from '../../../contract/staff.ts';
import { operationsOf } from '../operation.ts';
import { EVENT_STREAM, eventStreamResponses, TOKEN_IN_QUERY } from './liveEvents.ts';
import { CODE_CHECKED, CODE_TEXTED, ORDER_MOVED } from './sharedCalls.ts';

export const staffOperations = operationsOf('Staff', {
  login: {
    summary: "Text a sign-in code to a member of staff's mobile number",
    description:
      "The same limits as the shop's sign-in. A number that is not staff gets the same reply (a challenge no code opens): the call never says whether a number is staff.",
    ...CODE_TEXTED,
    refusals: { 429: [MESSAGES.otpClientLimit, MESSAGES.otpNumberLimit], 502: [MESSAGES.smsFailed] },
  },
  verify: {
    summary: "Check the code and open a member of staff's session",
    description:
      "The challenge `login` answered goes as Bearer. The session opens the staff's calls only, no customer's.",
    ...CODE_CHECKED,
    data: SessionReplySchema,
    msg: [MESSAGES.signedIn],
  },
  logout: {
    summary: "End a member of staff's session",
    description: 'The console’s Sign out: the session is refused from then on, on every server.',
    data: v.null(),
    msg: [MESSAGES.signedOut],
  },
  board: {
    summary: "The board: the staff's outlets, their open orders and today's closed ones",
    description:
      'Today is the day in Asia/Kolkata. Orders oldest first, each with its timeline. An order paid online shows once the gateway confirmed its payment.',
    data: StaffBoardSchema,
  },
  move: {
    summary: 'Move an order of one of the staff’s outlets',
    description:
      'Accept (with `prepMinutes`: the customer is told the ETA), reject or cancel (with a reason), preparing, dispatched (a delivery, with `rider_name`), ready (take-away), delivered, settled. The customer is texted once per move. A paid order rejected or cancelled is refunded to the wallet. `from`, the status the order was seen in (the console always sends it), refuses the move with 409 when someone moved the order first. Another outlet’s order, and an online one whose payment is not confirmed yet, is not found (404).',
    ...ORDER_MOVED,
    refusals: {
      ...ORDER_MOVED.refusals,
      409: [MESSAGES.orderMovedMeanwhile('WF-000013', 'accepted'), ...ORDER_MOVED.refusals[409]],
    },
  },
  events: {
    summary: "The live events of the staff's outlets",
    description: EVENT_STREAM,
    parameters: TOKEN_IN_QUERY,
    responses: eventStreamResponses(),
  },
});
