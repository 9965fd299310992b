import { LoginReplySchema } from '../../../contract/auth.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { GatewayFormReplySchema } from '../../../contract/payment.ts';
import { OrderMovedSchema } from '../../../contract/staff.ts';
import { MOVE_REFUSALS, PLACEMENT_REFUSALS } from './refusals.ts';

// What several calls answer alike: spread into each call's description.

/** A sign-in code texted: the reply holds the challenge to send back with the code. */
export const CODE_TEXTED = { data: LoginReplySchema, msg: [MESSAGES.otpSent] };

/** A texted code checked: the challenge goes as bearer, and a wrong, used-up or late code is refused. */
export const CODE_CHECKED = {
  security: [{ otpChallenge: [] }],
  refusals: { 401: [MESSAGES.loginRequired, MESSAGES.otpExpired, MESSAGES.otpWrong, MESSAGES.otpUsedUp] },
};

/** An order moved along its lifecycle, by the console or the point of sale. */
export const ORDER_MOVED = { data: OrderMovedSchema, msg: [MESSAGES.orderMoved], refusals: MOVE_REFUSALS };

/** A payment started: the reply is the form the browser posts to the card gateway. */
export const PAYMENT_STARTED = { data: GatewayFormReplySchema, msg: [MESSAGES.paymentStarted] };

/** A customer starts at most 10 payments an hour (server/usecases/startPayment.ts). */
export const PAYMENTS_LIMITED = { 429: [MESSAGES.paymentsLimit] };

/** What every way of placing an order says about the checkout it is sent. */
export const PLACEMENT =
  'The amounts are those the customer saw: the server prices the cart again and refuses a difference. ' +
  'A `checkoutId` already placed returns that same order.';

/** Placing the cart as an order, and what only this way of paying refuses besides (409). */
export function placementRefusals(...refusedByPayment: string[]) {
  return { ...PLACEMENT_REFUSALS, 409: [...PLACEMENT_REFUSALS[409], ...refusedByPayment] };
}

/** The one thing a call names is not found. */
export const notFound = (message: string) => ({ 404: [message] });

/** A call that names an outlet: an unknown one is refused. */
export const OUTLET_NAMED = { refusals: notFound(MESSAGES.outletNotFound) };
