import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { paymentOutcome } from '../../contract/payment.ts';
import { settle } from '../../flows/graph/fakes.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { paymentModel, returning, startingPayment } from '../../flows/models/payment.model.ts';
import { offline, refusal } from '../../flows/samples/failures.ts';
import { failedOrder, onlineOrder, orderForm, paidOrder, pendingOrder } from '../../flows/samples/payment.ts';
import { paymentMachine, RECHECK_LIMIT, recheckDelay } from '../../machines/payment/payment.machine.ts';
import type { PaymentContext, PaymentInput } from '../../machines/payment/payment.types.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

/** The machine as the app gets it: the real backoff, not the walk's. */
const start = (input: PaymentInput) => startHarness({ ...paymentModel, machine: paymentMachine }, input);
const snapshot = (harness: Harness) => harness.actor.getSnapshot();
const context = (harness: Harness) => snapshot(harness).context as PaymentContext;
const at = (harness: Harness) => snapshot(harness).value;
const reads = (harness: Harness) => harness.fakes.inputsOf('readOrder').length;

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

async function wait(harness: Harness, ms: number) {
  harness.clock.increment(ms);
  await settle();
}

/** Waits out the backoff before each re-read and answers it pending, `count` times. */
async function stillPending(harness: Harness, count: number) {
  for (let reread = 0; reread < count; reread += 1) {
    await wait(harness, recheckDelay(context(harness).rechecks));
    await steps(harness, done('readOrder', pendingOrder));
  }
}

/** Stopped in `state` on a failure: the message shown, and the effects so far (a network failure is logged). */
function expectFailureShown(harness: Harness, state: string, error: string, effects: unknown[]) {
  expect(at(harness)).toBe(state);
  expect(context(harness).error).toBe(error);
  expect(harness.effects).toEqual(effects);
}

describe('payment machine', () => {
  itWalksEveryStateAndTransition('payment', paymentModel);

  it("proceed to pay: the server makes the gateway's form, the app posts it and the page leaves", async () => {
    const harness = start(startingPayment);
    expect(at(harness)).toBe('creating');
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(harness.fakes.inputsOf('createPayment')).toEqual([{ source: 'orderNow', orderId: orderForm.orderId }]);
    await steps(harness, done('createPayment', orderForm));
    expect(at(harness)).toBe('redirecting');
    expect(snapshot(harness).status).toBe('done');
    expect(harness.effects).toEqual([{ type: 'postToGateway', params: orderForm }]);
  });

  it("a refused start shows the server's msg; a network failure is logged with a generic one; both retry", async () => {
    const harness = start(startingPayment);
    await steps(harness, failed('createPayment', refusal(404, MESSAGES.noOrderAwaitingPayment)));
    expectFailureShown(harness, 'creationFailed', MESSAGES.noOrderAwaitingPayment, []);

    await steps(harness, { type: 'payment.retry' });
    expect(at(harness)).toBe('creating');
    expect(context(harness).error).toBeNull();
    await steps(harness, failed('createPayment', offline));
    expect(context(harness).error).toBe(MESSAGES.serverError);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);

    await steps(harness, { type: 'payment.retry' }, done('createPayment', orderForm));
    expect(at(harness)).toBe('redirecting');
    expect(harness.fakes.inputsOf('createPayment')).toHaveLength(3);
  });

  it("reads the gateway's word: Success, Successful, Shipped paid; Pending, Initiated, Awaited pending; else failed", () => {
    expect(['Success', 'Successful', 'Shipped'].map(paymentOutcome)).toEqual(['paid', 'paid', 'paid']);
    expect(['Pending', 'Initiated', 'Awaited'].map(paymentOutcome)).toEqual(['pending', 'pending', 'pending']);
    expect(['Failure', 'Aborted', 'Timeout', 'Invalid', ''].map(paymentOutcome)).toEqual(Array(5).fill('failed'));
  });

  it('back from the gateway: reads the order the page names and shows it paid or failed', async () => {
    const paid = start(returning);
    expect(at(paid)).toBe('verifying');
    expect(snapshot(paid).hasTag('loading')).toBe(true);
    expect(paid.fakes.inputsOf('readOrder')).toEqual([{ orderId: orderForm.orderId }]);
    await steps(paid, done('readOrder', onlineOrder('Successful')));
    expect(at(paid)).toBe('paid');
    expect(context(paid).order?.payment.status).toBe('Successful');

    const notPaid = start(returning);
    await steps(notPaid, done('readOrder', failedOrder));
    expect(at(notPaid)).toBe('failed');
    expect(snapshot(notPaid).status).toBe('done');
    expect(context(notPaid).order).toEqual(failedOrder);
  });

  it('no order by that id sends the customer home', async () => {
    const harness = start(returning);
    await steps(harness, done('readOrder', null));
    expect(at(harness)).toBe('notFound');
    expect(harness.effects).toEqual([{ type: 'goHome', params: undefined }]);
  });

  it('a pending payment is read again after 2, 4, 8 and 16 s, then every 30 s', async () => {
    expect([0, 1, 2, 3, 4, 5, 9].map(recheckDelay)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000]);
    const harness = start(returning);
    await steps(harness, done('readOrder', pendingOrder));
    for (const [reread, delay] of [2000, 4000, 8000, 16_000, 30_000, 30_000].entries()) {
      expect(at(harness)).toBe('pending');
      await wait(harness, delay - 1);
      expect(reads(harness)).toBe(reread + 1);
      await wait(harness, 1);
      expect(reads(harness)).toBe(reread + 2);
      expect(at(harness)).toBe('verifying');
      await steps(harness, done('readOrder', pendingOrder));
    }
  });

  it("stops reading by itself after 6 re-reads and offers 'Check again', one read per click", async () => {
    expect(RECHECK_LIMIT).toBe(6);
    const harness = start(returning);
    await steps(harness, done('readOrder', pendingOrder));
    await stillPending(harness, RECHECK_LIMIT);
    expect(at(harness)).toBe('stalled');
    expect(reads(harness)).toBe(1 + RECHECK_LIMIT);
    await wait(harness, 10 * 60_000);
    expect(reads(harness)).toBe(1 + RECHECK_LIMIT);
    expect(snapshot(harness).can({ type: 'check.again' })).toBe(true);

    await steps(harness, { type: 'check.again' }, done('readOrder', pendingOrder));
    expect(at(harness)).toBe('stalled');
    await steps(harness, { type: 'check.again' }, done('readOrder', paidOrder));
    expect(at(harness)).toBe('paid');
    expect(reads(harness)).toBe(3 + RECHECK_LIMIT);
  });

  it('a payment confirmed while the page waits ends paid, or failed, with no more reads', async () => {
    const harness = start(returning);
    await steps(harness, done('readOrder', pendingOrder));
    await stillPending(harness, 2);
    await wait(harness, recheckDelay(context(harness).rechecks));
    await steps(harness, done('readOrder', paidOrder));
    expect(at(harness)).toBe('paid');
    expect(context(harness).order).toEqual(paidOrder);

    const declined = start(returning);
    await steps(declined, done('readOrder', pendingOrder));
    await wait(declined, recheckDelay(0));
    await steps(declined, done('readOrder', onlineOrder('Aborted')));
    expect(at(declined)).toBe('failed');
    await wait(declined, 60_000);
    expect(reads(declined)).toBe(2);
  });

  it("an order that cannot be read shows why and offers 'Check again'; a network failure is logged", async () => {
    const refused = start(returning);
    await steps(refused, failed('readOrder', refusal(401, MESSAGES.sessionExpired)));
    expectFailureShown(refused, 'readFailed', MESSAGES.sessionExpired, []);

    const harness = start(returning);
    await steps(harness, done('readOrder', pendingOrder));
    await wait(harness, recheckDelay(0));
    await steps(harness, failed('readOrder', offline));
    expectFailureShown(harness, 'readFailed', MESSAGES.serverError, [
      { type: 'logFailure', params: { error: offline } },
    ]);
    await steps(harness, { type: 'check.again' });
    expect(context(harness).error).toBeNull();
    await steps(harness, done('readOrder', paidOrder));
    expect(at(harness)).toBe('paid');
  });
});
