import type { CardGateway, GatewayStatus } from '../adapters/gateway/gateway.ts';
import { latestPaymentOfOrder, noteCheck, type Payment, paymentById, paymentsDue } from '../db/queries/payments.ts';
import type { PaymentDeps } from '../deps.ts';
import { nextCheckAt, PENDING_LIMIT_MS, paymentStateOf, READ_CHECK_EVERY_MS, TIMED_OUT } from '../domain/payment.ts';
import { type Settlement, settlePayment } from './settlePayment.ts';

/** Payments re-checked per round of the background loop; the rest wait for the next round. */
const ROUND_SIZE = 50;
/** How long a read waits for the status API before answering with what it has. */
const READ_WAIT_MS = 3000;

const age = (payment: Payment, now: Date) => now.getTime() - new Date(payment.created_at).getTime();

/** The status API's word on the payment: null when there is none, it could not be reached, or it disagrees on the amount. */
async function askGateway(gateway: CardGateway, payment: Payment): Promise<GatewayStatus | null> {
  let answer: GatewayStatus | null;
  try {
    answer = await gateway.status(payment.id);
  } catch (error) {
    console.warn(`payment ${payment.id}: the status API could not be asked:`, (error as Error).message);
    return null;
  }
  if (answer && answer.amountPaise !== payment.amount_paise) {
    console.warn(
      `payment ${payment.id}: the status API says ${answer.amountPaise} paise, we asked for ${payment.amount_paise}; ignored`,
    );
    return null;
  }
  return answer;
}

/**
 * Asks the status API about one pending payment and applies its answer as the gateway's return would.
 * Still pending: asked again later, backing off (1, 2, 4 ... minutes, at most hourly); pending for more
 * than 24 hours: failed, 'Timeout'. Null when nothing was settled.
 */
export async function recheckPayment(deps: PaymentDeps, payment: Payment): Promise<Settlement | null> {
  const answer = await askGateway(deps.gateway, payment);
  const now = deps.clock();
  const timedOut = age(payment, now) > PENDING_LIMIT_MS;
  if (answer && (!timedOut || paymentStateOf(answer.status) !== 'pending')) {
    const verdict = { status: answer.status, trackingId: answer.trackingId };
    return settlePayment(deps, { paymentId: payment.id, verdict, checked: true });
  }
  if (timedOut) {
    return settlePayment(deps, {
      paymentId: payment.id,
      verdict: { status: TIMED_OUT, trackingId: null },
      checked: true,
    });
  }
  await noteCheck(deps.db, payment.id, now, nextCheckAt(now, payment.checks + 1));
  return null;
}

/** One round of the background re-check: every pending payment whose next check is due. Returns how many changed. */
export async function recheckPendingPayments(deps: PaymentDeps, now: Date): Promise<number> {
  let changed = 0;
  for (const payment of await paymentsDue(deps.db, now, ROUND_SIZE)) {
    if ((await recheckPayment(deps, payment))?.changed) changed++;
  }
  return changed;
}

/**
 * Runs `recheckPendingPayments` every `everyMs`, one round at a time; the timer does not keep the process
 * alive. `stop` waits for a running round, so the database can close after it.
 */
export function startPaymentRechecks(deps: PaymentDeps, everyMs = 15_000): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = recheckPendingPayments(deps, deps.clock())
      .catch((error) => console.error('Re-checking pending payments failed:', error))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * A result page reading a pending payment asks the status API about it, at most every 10 seconds per
 * payment and waiting at most 3 seconds, so that the waiting page moves on as soon as the gateway knows.
 * True when the payment changed (read it again).
 */
async function recheckOnRead(deps: PaymentDeps, payment: Payment | null): Promise<boolean> {
  if (payment?.state !== 'pending') return false;
  const checkedAt = payment.checked_at === null ? null : new Date(payment.checked_at).getTime();
  if (checkedAt !== null && deps.clock().getTime() - checkedAt < READ_CHECK_EVERY_MS) return false;
  const recheck = recheckPayment(deps, payment).then(
    (settlement) => settlement?.changed ?? false,
    (error: unknown) => {
      console.error(`Re-checking payment ${payment.id} failed:`, error);
      return false;
    },
  );
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READ_WAIT_MS);
  });
  try {
    return await Promise.race([recheck, waited]);
  } finally {
    clearTimeout(timer);
  }
}

/** For `order/latestOrder/{id}`: the order's latest payment attempt, when pending (see `recheckOnRead`). */
export async function recheckOrderOnRead(deps: PaymentDeps, orderId: string): Promise<boolean> {
  return recheckOnRead(deps, await latestPaymentOfOrder(deps.db, orderId));
}

/** For `latestPayment/{id}`: the top-up, when pending (see `recheckOnRead`). */
export async function recheckPaymentOnRead(deps: PaymentDeps, paymentId: string): Promise<boolean> {
  return recheckOnRead(deps, await paymentById(deps.db, paymentId));
}
