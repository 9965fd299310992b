import { API_BASE } from '../../contract/constants.ts';
import type { GatewayFormReply } from '../../contract/payment.ts';
import type { Db } from '../db/db.ts';
import { profileOf } from '../db/queries/customers.ts';
import {
  INITIATED,
  insertPayment,
  type PayableOrder,
  type Payment,
  setOrderPaymentStatus,
} from '../db/queries/payments.ts';
import type { PaymentDeps } from '../deps.ts';

/** The gateway's return (routes/payments.ts, mounted under /transaction): it posts the encrypted reply here, and an aborted payment comes back here too. */
export const GATEWAY_RETURN_PATH = '/transaction/ccavResponseHandler';

/** A new attempt to pay the order online; the order's payment status reads 'Initiated' again. Inside a transaction. */
export async function startOrderAttempt(tx: Db, now: Date, customerId: string, order: PayableOrder): Promise<Payment> {
  await setOrderPaymentStatus(tx, order.id, INITIATED);
  return insertPayment(tx, { customerId, purpose: 'order', orderId: order.id, amountPaise: order.amount_paise }, now);
}

/**
 * The form the browser posts to the gateway for this payment. `origin` is where customers reach the shop
 * (PUBLIC_URL, `https://shop.example`): the gateway returns the customer to our handler there.
 */
export async function gatewayFormReply(
  { db, gateway }: PaymentDeps,
  payment: Payment,
  ids: { _id: string; order_id: string },
  origin: string,
): Promise<GatewayFormReply> {
  const profile = await profileOf(db, payment.customer_id);
  const returnUrl = `${origin}${API_BASE}${GATEWAY_RETURN_PATH}`;
  const form = gateway.form({
    paymentId: payment.id,
    amountPaise: payment.amount_paise,
    redirectUrl: returnUrl,
    cancelUrl: returnUrl,
    origin,
    billing: {
      name: profile ? `${profile.first_name} ${profile.last_name}`.trim() : '',
      email: profile?.email ?? '',
      tel: profile?.mobile_number ?? '',
    },
  });
  return { ...ids, gatewayUrl: form.url, encRequest: form.encRequest, accessCode: form.accessCode };
}
