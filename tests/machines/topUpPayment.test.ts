import { describe, expect, it } from 'vitest';
import type { TopUp } from '../../contract/payment.ts';
import { settle } from '../../flows/graph/fakes.ts';
import { done, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { paymentModel } from '../../flows/models/payment.model.ts';
import { RECHECK_LIMIT, recheckDelay, topUpPaymentMachine } from '../../machines/payment/payment.machine.ts';
import type { PaymentContext } from '../../machines/payment/payment.types.ts';

// The wallet's result pages run the order pages' payment chart on a top-up: its own status is the gateway's word.

const topUp = (status: string): TopUp => ({
  _id: 'payment-3a7f',
  order_id: 'WT-000042',
  createdAt: '2024-01-05T10:00:00.000Z',
  amount: 130,
  status,
  tracking_id: null,
  type: 'Wallet balance',
});

const start = () =>
  startHarness({ ...paymentModel, machine: topUpPaymentMachine }, { mode: 'return', orderId: 'payment-3a7f' });
const at = (harness: Harness) => harness.actor.getSnapshot().value;
const context = (harness: Harness) => harness.actor.getSnapshot().context as PaymentContext<TopUp>;
const reads = (harness: Harness) => harness.fakes.inputsOf('readOrder').length;

async function wait(harness: Harness, ms: number) {
  harness.clock.increment(ms);
  await settle();
}

describe('a top-up read back from the gateway', () => {
  it('an awaited top-up is read again on the waiting page cadence until the bank confirms it', async () => {
    const harness = start();
    expect(harness.fakes.inputsOf('readOrder')).toEqual([{ orderId: 'payment-3a7f' }]);
    await perform(harness, done('readOrder', topUp('Awaited')));
    expect(at(harness)).toBe('pending');
    await wait(harness, recheckDelay(0) - 1);
    expect(reads(harness)).toBe(1);
    await wait(harness, 1);
    expect(reads(harness)).toBe(2);
    // Still the awaited top-up on show while the next read is on its way.
    expect(context(harness).order?.status).toBe('Awaited');
    await perform(harness, done('readOrder', topUp('Successful')));
    expect(at(harness)).toBe('paid');
    expect(context(harness).order?.status).toBe('Successful');
  });

  it('reads Success, Successful and Shipped as paid, Failure or Aborted as failed, with no more reads', async () => {
    for (const status of ['Success', 'Successful', 'Shipped']) {
      const harness = start();
      await perform(harness, done('readOrder', topUp(status)));
      expect(at(harness)).toBe('paid');
    }
    for (const status of ['Failure', 'Aborted', 'Unsuccessful']) {
      const harness = start();
      await perform(harness, done('readOrder', topUp(status)));
      expect(at(harness)).toBe('failed');
      await wait(harness, 60_000);
      expect(reads(harness)).toBe(1);
    }
  });

  it('stops by itself after the same 6 re-reads as the order page, then offers Check again', async () => {
    const harness = start();
    await perform(harness, done('readOrder', topUp('Initiated')));
    for (let reread = 0; reread < RECHECK_LIMIT; reread += 1) {
      await wait(harness, recheckDelay(context(harness).rechecks));
      await perform(harness, done('readOrder', topUp('Initiated')));
    }
    expect(at(harness)).toBe('stalled');
    expect(harness.actor.getSnapshot().can({ type: 'check.again' })).toBe(true);
  });

  it('no top-up by that id sends the customer home', async () => {
    const harness = start();
    await perform(harness, done('readOrder', null));
    expect(at(harness)).toBe('notFound');
    expect(harness.effects).toEqual([{ type: 'goHome', params: undefined }]);
  });
});
