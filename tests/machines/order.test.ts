import { describe, expect, it } from 'vitest';
import type { OrderType } from '../../contract/constants.ts';
import { ORDER_STATUSES, type OrderStatus } from '../../contract/order.ts';
import { orderModel } from '../../flows/models/order.model.ts';
import { movesOpenTo, statusAfter } from '../../machines/order/order.selectors.ts';
import { itWalksEveryStateAndTransition } from './support/walksEverything.ts';

/** Every status an order of this type can reach from `status` by the outlet's moves. */
function nextStatuses(orderType: OrderType, status: OrderStatus): OrderStatus[] {
  return movesOpenTo(orderType, status, 'staff')
    .map((type) => statusAfter(orderType, status, { type, by: 'staff' }))
    .filter((next): next is OrderStatus => next !== null)
    .sort();
}

describe('order lifecycle machine', () => {
  itWalksEveryStateAndTransition('order', orderModel);

  it('takes a delivery from placed to settled through the kitchen and a rider', () => {
    const path: [OrderStatus, Parameters<typeof statusAfter>[2]['type'], OrderStatus][] = [
      ['placed', 'order.accept', 'accepted'],
      ['accepted', 'order.startPreparing', 'preparing'],
      ['preparing', 'order.dispatch', 'dispatched'],
      ['dispatched', 'order.handOver', 'delivered'],
      ['delivered', 'order.settle', 'settled'],
    ];
    for (const [from, type, to] of path) expect(statusAfter('delivery', from, { type, by: 'staff' })).toBe(to);
  });

  it('makes a take-away order ready at the counter, then hands it over: never dispatched', () => {
    expect(statusAfter('take_out', 'preparing', { type: 'order.markReady', by: 'staff' })).toBe('ready');
    expect(statusAfter('take_out', 'ready', { type: 'order.handOver', by: 'staff' })).toBe('delivered');
    expect(statusAfter('take_out', 'preparing', { type: 'order.dispatch', by: 'staff' })).toBeNull();
    expect(statusAfter('take_out', 'preparing', { type: 'order.handOver', by: 'staff' })).toBeNull();
    expect(statusAfter('delivery', 'preparing', { type: 'order.markReady', by: 'staff' })).toBeNull();
  });

  it('lets the customer cancel until the outlet accepts, and make no other move', () => {
    expect(movesOpenTo('delivery', 'placed', 'customer')).toEqual(['order.cancel']);
    expect(movesOpenTo('take_out', 'placed', 'customer')).toEqual(['order.cancel']);
    for (const status of ORDER_STATUSES.filter((status) => status !== 'placed')) {
      expect(movesOpenTo('delivery', status, 'customer'), status).toEqual([]);
    }
  });

  it('lets the outlet reject until it prepares, and cancel until the food leaves the kitchen', () => {
    expect(movesOpenTo('delivery', 'placed', 'staff')).toEqual(['order.accept', 'order.reject', 'order.cancel']);
    expect(movesOpenTo('delivery', 'accepted', 'pos')).toEqual([
      'order.reject',
      'order.startPreparing',
      'order.cancel',
    ]);
    expect(movesOpenTo('delivery', 'preparing', 'staff')).toEqual(['order.dispatch', 'order.cancel']);
    expect(movesOpenTo('delivery', 'dispatched', 'staff')).toEqual(['order.handOver']);
  });

  it('ends in settled, rejected or cancelled, with no move out', () => {
    for (const orderType of ['delivery', 'take_out'] as const) {
      for (const status of ['settled', 'rejected', 'cancelled'] as const) {
        expect(movesOpenTo(orderType, status, 'staff'), `${orderType} ${status}`).toEqual([]);
      }
    }
  });

  it('moves an order only forward: no status is reached again', () => {
    // The statuses in the order the contract lists them: placed first, the three ends last.
    for (const orderType of ['delivery', 'take_out'] as const) {
      for (const status of ORDER_STATUSES) {
        for (const next of nextStatuses(orderType, status)) {
          expect(ORDER_STATUSES.indexOf(next), `${orderType}: ${status} -> ${next}`).toBeGreaterThan(
            ORDER_STATUSES.indexOf(status),
          );
        }
      }
    }
  });
});
