import { describe, expect, it } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { settle } from '../../flows/graph/fakes.ts';
import { done, failed, type Harness, perform, startHarness } from '../../flows/graph/walk.ts';
import { cancelTooLate, orderTrackingModel, trackingPlaced } from '../../flows/models/orderTracking.model.ts';
import { offline } from '../../flows/samples/failures.ts';
import { acceptedOrder, cancelledOrder, orderAt, placedOrder } from '../../flows/samples/tracking.ts';
import {
  orderTrackingMachine,
  REREAD_MAX_MS,
  rereadDelay,
} from '../../machines/orderTracking/orderTracking.machine.ts';
import type { OrderTrackingContext } from '../../machines/orderTracking/orderTracking.types.ts';
import { reconnectDelay } from '../../machines/shared/backoff.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

/** The machine as the app gets it: the real backoff, not the walk's. */
const start = () => startHarness({ ...orderTrackingModel, machine: orderTrackingMachine }, trackingPlaced);
const snapshot = (harness: Harness) => harness.actor.getSnapshot();
const context = (harness: Harness) => snapshot(harness).context as OrderTrackingContext;
const reads = (harness: Harness) => harness.fakes.inputsOf('readOrder').length;
/** Streams opened so far: each (re)connection invokes the stream actor once more. */
const connections = (harness: Harness) => harness.fakes.inputsOf('orderEvents').length;
const listening = (harness: Harness) => snapshot(harness).matches({ tracking: 'open' });

async function steps(harness: Harness, ...events: Parameters<typeof perform>[1][]) {
  for (const event of events) await perform(harness, event);
}

async function wait(harness: Harness, ms: number) {
  harness.clock.increment(ms);
  await settle();
}

/** An order page showing the placed order, its stream connected. */
async function following() {
  const harness = start();
  await steps(harness, done('readOrder', placedOrder), { type: 'live.opened' }, done('rereadOrder', placedOrder));
  return harness;
}

describe('order tracking machine', () => {
  itWalksEveryStateAndTransition('orderTracking', orderTrackingModel);

  it('reads the order, then listens to its stream; every event reads it again and the page shows the newest', async () => {
    const harness = start();
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(connections(harness)).toBe(0);
    await steps(harness, done('readOrder', placedOrder));
    expect(context(harness).order?.order_status).toBe('placed');
    expect(connections(harness)).toBe(1);
    expect(harness.fakes.inputsOf('orderEvents')).toEqual([{ orderId: placedOrder._id, listener: harness.actor }]);

    await steps(harness, { type: 'live.opened' }, done('rereadOrder', placedOrder));
    const before = reads(harness);
    await steps(harness, { type: 'live.changed' });
    expect(reads(harness)).toBe(before + 1);
    await steps(harness, done('rereadOrder', acceptedOrder));
    expect(context(harness).order?.order_status).toBe('accepted');
    expect(listening(harness)).toBe(true);
  });

  it('closes the stream while the page is hidden, and once shown connects and reads the order again', async () => {
    const harness = await following();
    await steps(harness, { type: 'visibility.changed', visible: true });
    expect(connections(harness)).toBe(1);
    await steps(harness, { type: 'visibility.changed', visible: false });
    expect(snapshot(harness).matches({ tracking: 'resting' })).toBe(true);
    expect(snapshot(harness).children.orderEvents).toBeUndefined();
    await steps(harness, { type: 'connection.changed', online: true });
    expect(connections(harness)).toBe(1);

    await steps(harness, { type: 'visibility.changed', visible: true });
    expect(connections(harness)).toBe(2);
    const before = reads(harness);
    await steps(harness, { type: 'live.opened' }, done('rereadOrder', acceptedOrder));
    expect(reads(harness)).toBe(before + 1);
    expect(context(harness).order?.order_status).toBe('accepted');
  });

  it('a page opened hidden reads the order, and follows it only once shown', async () => {
    const harness = startHarness(
      { ...orderTrackingModel, machine: orderTrackingMachine },
      { ...trackingPlaced, visible: false },
    );
    await steps(harness, done('readOrder', placedOrder));
    expect(context(harness).order?.order_status).toBe('placed');
    expect(connections(harness)).toBe(0);
    await steps(harness, { type: 'visibility.changed', visible: true });
    expect(connections(harness)).toBe(1);
  });

  it('a dropped stream reconnects after a growing wait and reads the order again once open', async () => {
    const harness = await following();
    await steps(harness, done('orderEvents', undefined));
    expect(listening(harness)).toBe(false);
    await wait(harness, reconnectDelay(1) - 1);
    expect(connections(harness)).toBe(1);
    await wait(harness, 1);
    expect(connections(harness)).toBe(2);

    // The new connection fails too: the next wait is twice as long.
    await steps(harness, failed('orderEvents', offline));
    await wait(harness, reconnectDelay(1));
    expect(connections(harness)).toBe(2);
    await wait(harness, reconnectDelay(2) - reconnectDelay(1));
    expect(connections(harness)).toBe(3);

    const before = reads(harness);
    await steps(harness, { type: 'live.opened' });
    expect(reads(harness)).toBe(before + 1);
    await steps(harness, done('rereadOrder', acceptedOrder));
    expect(context(harness).order?.order_status).toBe('accepted');
    expect(context(harness).drops).toBe(0);
  });

  it('a failed re-read keeps the order shown and is tried again by itself, each wait longer up to a bound', async () => {
    const harness = await following();
    await steps(harness, { type: 'live.changed' });
    const before = reads(harness);
    await steps(harness, failed('rereadOrder', offline));
    // The page still shows the order it had: no skeleton, no error, the stream still open.
    expect(context(harness).order?.order_status).toBe('placed');
    expect(snapshot(harness).hasTag('loading')).toBe(false);
    expect(snapshot(harness).hasTag('error')).toBe(false);
    expect(listening(harness)).toBe(true);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);

    await wait(harness, rereadDelay(1) - 1);
    expect(reads(harness)).toBe(before);
    await wait(harness, 1);
    expect(reads(harness)).toBe(before + 1);

    // Failing again, it waits twice as long.
    await steps(harness, failed('rereadOrder', offline));
    await wait(harness, rereadDelay(1));
    expect(reads(harness)).toBe(before + 1);
    await wait(harness, rereadDelay(2) - rereadDelay(1));
    expect(reads(harness)).toBe(before + 2);

    // However long it fails, it keeps trying, never waiting more than the bound.
    for (let failures = 3; failures <= 12; failures++) {
      await steps(harness, failed('rereadOrder', offline));
      await wait(harness, REREAD_MAX_MS);
      expect(reads(harness)).toBe(before + failures);
    }
    expect(rereadDelay(12)).toBe(REREAD_MAX_MS);

    // Once it reads, the page shows where the order is, and the next failure starts from the short wait again.
    await steps(harness, done('rereadOrder', acceptedOrder));
    expect(context(harness).order?.order_status).toBe('accepted');
    await steps(harness, { type: 'live.changed' }, failed('rereadOrder', offline));
    const now = reads(harness);
    await wait(harness, rereadDelay(1));
    expect(reads(harness)).toBe(now + 1);
  });

  it('back online, a failed re-read is tried at once; an event meanwhile reads at once too', async () => {
    const harness = await following();
    await steps(harness, { type: 'live.changed' }, failed('rereadOrder', offline));
    const before = reads(harness);
    await steps(harness, { type: 'connection.changed', online: false });
    expect(reads(harness)).toBe(before);
    await steps(harness, { type: 'connection.changed', online: true });
    expect(reads(harness)).toBe(before + 1);
    await steps(harness, done('rereadOrder', orderAt('preparing')));
    expect(context(harness).order?.order_status).toBe('preparing');
    // Online again while nothing failed: nothing to read.
    await steps(harness, { type: 'connection.changed', online: true });
    expect(reads(harness)).toBe(before + 1);

    await steps(harness, { type: 'live.changed' }, failed('rereadOrder', offline), { type: 'live.changed' });
    expect(reads(harness)).toBe(before + 3);
  });

  it('back online, a dropped stream reconnects at once instead of waiting out its backoff', async () => {
    const harness = await following();
    await steps(harness, failed('orderEvents', offline));
    expect(context(harness).order?.order_status).toBe('placed');
    await steps(harness, { type: 'connection.changed', online: false });
    expect(connections(harness)).toBe(1);
    await steps(harness, { type: 'connection.changed', online: true });
    expect(connections(harness)).toBe(2);
    await steps(harness, { type: 'live.opened' }, done('rereadOrder', acceptedOrder));
    expect(context(harness).order?.order_status).toBe('accepted');
  });

  it('stops listening once the order is settled, rejected or cancelled', async () => {
    for (const status of ['settled', 'rejected', 'cancelled'] as const) {
      const harness = await following();
      await steps(harness, { type: 'live.changed' }, done('rereadOrder', orderAt(status)));
      expect(snapshot(harness).status).toBe('done');
      expect(context(harness).order?.order_status).toBe(status);
      // The stream actor was stopped: nothing is read or connected any more.
      const seen = [reads(harness), connections(harness)];
      await wait(harness, 60_000);
      expect([reads(harness), connections(harness)]).toEqual(seen);
    }
  });

  it('an order already over is shown without opening a stream', async () => {
    const harness = start();
    await steps(harness, done('readOrder', cancelledOrder));
    expect(snapshot(harness).status).toBe('done');
    expect(connections(harness)).toBe(0);
  });

  it('cancel: only while cancellable, with the reason typed; the page shows the cancelled order and stops', async () => {
    const harness = await following();
    await steps(harness, { type: 'cancel.open' }, { type: 'cancel.reasonChange', reason: 'Ordered twice' });
    await steps(harness, { type: 'cancel.confirm' });
    expect(snapshot(harness).hasTag('loading')).toBe(true);
    expect(harness.fakes.inputsOf('cancelOrder')).toEqual([{ orderId: placedOrder._id, reason: 'Ordered twice' }]);
    await steps(harness, done('cancelOrder', cancelledOrder));
    expect(context(harness).order?.order_status).toBe('cancelled');
    expect(snapshot(harness).status).toBe('done');

    const accepted = start();
    await steps(accepted, done('readOrder', acceptedOrder));
    expect(snapshot(accepted).can({ type: 'cancel.open' })).toBe(false);
  });

  it('closing the cancel dialog reconnects and reads the order, which may have moved meanwhile', async () => {
    const harness = await following();
    await steps(harness, { type: 'cancel.open' });
    expect(listening(harness)).toBe(false);
    await steps(harness, { type: 'cancel.dismiss' });
    expect(connections(harness)).toBe(2);
    await steps(harness, { type: 'live.opened' }, done('rereadOrder', acceptedOrder));
    expect(snapshot(harness).can({ type: 'cancel.open' })).toBe(false);
  });

  it("a cancel refused because the outlet accepted shows the server's msg and reads the order again", async () => {
    const harness = await following();
    await steps(harness, { type: 'cancel.open' }, { type: 'cancel.confirm' });
    const before = reads(harness);
    await steps(harness, failed('cancelOrder', cancelTooLate));
    expect(context(harness).cancelError).toBe(cancelTooLate.message);
    expect(reads(harness)).toBe(before + 1);
    await steps(harness, done('refreshOrder', acceptedOrder));
    expect(context(harness).order?.order_status).toBe('accepted');
    expect(snapshot(harness).can({ type: 'cancel.open' })).toBe(false);
  });

  it('a cancel lost to the network keeps the dialog open with a generic message', async () => {
    const harness = await following();
    await steps(harness, { type: 'cancel.open' }, { type: 'cancel.confirm' }, failed('cancelOrder', offline));
    expect(snapshot(harness).matches('confirmingCancel')).toBe(true);
    expect(context(harness).cancelError).toBe(MESSAGES.serverError);
    expect(harness.effects).toEqual([{ type: 'logFailure', params: { error: offline } }]);
    await steps(harness, { type: 'cancel.reasonChange', reason: 'Ordered twice' });
    expect(context(harness).cancelError).toBeNull();
  });
});
