import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../db/db.ts';
import { paymentsStartedSince } from '../db/queries/payments.ts';
import { HOUR_MS } from '../domain/duration.ts';
import { PAYMENTS_PER_CUSTOMER_PER_HOUR } from '../domain/payment.ts';
import { type Refusal, refuse } from './refusal.ts';

/**
 * Why the customer may not start another payment now (429: as many as an hour allows), or null when they may. The
 * caller holds the customer's orders lock until the payment is written, so that requests sent at once are counted
 * one by one.
 */
export async function paymentLimitRefusal(tx: Db, customerId: string, now: Date): Promise<Refusal<429> | null> {
  const started = await paymentsStartedSince(tx, customerId, new Date(now.getTime() - HOUR_MS));
  return started >= PAYMENTS_PER_CUSTOMER_PER_HOUR ? refuse(429, MESSAGES.paymentsLimit) : null;
}
