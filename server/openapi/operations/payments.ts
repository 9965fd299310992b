import * as MESSAGES from '../../../contract/messages.ts';
import { PlacedOrderSchema } from '../../../contract/order.ts';
import { PAYMENT_RESULT_PAGES } from '../../../contract/payment.ts';
import { operationsOf } from '../operation.ts';
import { refusal } from '../replies.ts';
import { PAYMENT_STARTED, PAYMENTS_LIMITED, PLACEMENT, placementRefusals } from './sharedCalls.ts';

const GATEWAY_FORM =
  "The browser posts `encRequest` and `access_code` (the reply's `accessCode`) in a hidden form to `gatewayUrl`.";

export const paymentOperations = operationsOf('Payments', {
  online: {
    summary: 'Place the cart as an order paid online, and start paying it',
    description: `${PLACEMENT} Sending the same checkout again starts a new attempt while the order is unpaid. ${GATEWAY_FORM}`,
    ...PAYMENT_STARTED,
    refusals: { ...placementRefusals(MESSAGES.orderAlreadyPaid, MESSAGES.checkoutPaidOtherwise), ...PAYMENTS_LIMITED },
  },
  orderNow: {
    summary: 'Pay again for an online order still unpaid: the one `id` names, or the latest',
    description: GATEWAY_FORM,
    ...PAYMENT_STARTED,
    refusals: {
      404: [MESSAGES.noOrderAwaitingPayment, MESSAGES.orderNotFound],
      409: [MESSAGES.orderAlreadyPaid, MESSAGES.checkoutPaidOtherwise, MESSAGES.noOrderAwaitingPayment],
      ...PAYMENTS_LIMITED,
    },
  },
  wallet: {
    summary: 'Place the cart as an order paid from the wallet',
    description: PLACEMENT,
    data: PlacedOrderSchema,
    msg: [MESSAGES.orderPlaced],
    refusals: placementRefusals(MESSAGES.walletTooLow, MESSAGES.checkoutPaidOtherwise),
  },
  gatewayReturn: {
    summary: "The card gateway's return: the customer comes back from paying",
    description:
      "The gateway's form post. The server decrypts the reply, asks the gateway's status API when configured, settles the payment and sends the browser to its result page.",
    responses: {
      303: {
        description: `To the result page, \`?id=\` the order (or the top-up's payment): ${Object.values(PAYMENT_RESULT_PAGES).join(', ')}`,
        headers: { Location: { description: 'The result page', schema: { type: 'string' } } },
      },
      400: refusal('Refused', [MESSAGES.paymentReplyUnreadable]),
      404: refusal('Not found', [MESSAGES.paymentNotFound]),
    },
  },
});
