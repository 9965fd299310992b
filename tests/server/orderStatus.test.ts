import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ORDER_TYPES } from '../../contract/constants.ts';
import { ORDER_STATUSES, type OrderStatus, PAYMENT_TYPES } from '../../contract/order.ts';
import { codPaymentStatus, moveOrder, type OrderState } from '../../server/domain/orderStatus.ts';

const placed = (orderType: OrderState['orderType'], paymentType: OrderState['paymentType'] = 'COD'): OrderState => ({
  orderType,
  status: 'placed',
  paymentType,
  paymentStatus: paymentType === 'COD' ? 'Pending' : 'Awaited',
});

/** Applies each move the lifecycle allows, skips the refused ones; the statuses reached, in order. */
function walk(start: OrderState, tries: readonly OrderStatus[]) {
  const reached: OrderState[] = [start];
  for (const to of tries) {
    const current = reached.at(-1) as OrderState;
    const move = moveOrder(current, to, 'staff');
    if (move.ok) reached.push(move.state);
  }
  return reached;
}

const TERMINAL: readonly OrderStatus[] = ['settled', 'rejected', 'cancelled'];
const triesArb = fc.array(fc.constantFrom(...ORDER_STATUSES), { maxLength: 30 });
const startArb = fc
  .tuple(fc.constantFrom(...ORDER_TYPES), fc.constantFrom(...PAYMENT_TYPES))
  .map(([orderType, paymentType]) => placed(orderType, paymentType));

describe('the order lifecycle', () => {
  test('a delivery goes placed, accepted, preparing, dispatched, delivered, settled', () => {
    const path: OrderStatus[] = ['accepted', 'preparing', 'dispatched', 'delivered', 'settled'];
    expect(walk(placed('delivery'), path).map((state) => state.status)).toEqual(['placed', ...path]);
  });

  test('a take-away order is made ready at the counter, then collected (delivered), never dispatched', () => {
    const path: OrderStatus[] = ['accepted', 'preparing', 'ready', 'delivered', 'settled'];
    expect(walk(placed('take_out'), path).map((state) => state.status)).toEqual(['placed', ...path]);
    const preparing = { ...placed('take_out'), status: 'preparing' as const };
    expect(moveOrder(preparing, 'dispatched', 'staff')).toEqual({
      ok: false,
      refusal: 'A take-away order does not go out with a rider: it is made ready at the counter',
    });
    expect(moveOrder({ ...placed('delivery'), status: 'preparing' }, 'ready', 'staff')).toEqual({
      ok: false,
      refusal: 'A delivery is not made ready at the counter: it goes out with a rider',
    });
  });

  test.each([
    ['placed', 'delivered', 'This order is waiting to be accepted: it cannot be marked delivered yet'],
    ['placed', 'preparing', 'This order is waiting to be accepted: it cannot be sent to the kitchen yet'],
    ['accepted', 'accepted', 'This order is already accepted'],
    ['preparing', 'accepted', 'This order is already being prepared'],
    ['preparing', 'rejected', 'This order is being prepared: it can no longer be rejected'],
    ['dispatched', 'cancelled', 'This order is out for delivery: it can no longer be cancelled'],
    ['delivered', 'cancelled', 'This order is delivered: it can no longer be cancelled'],
    ['delivered', 'dispatched', 'This order is already delivered'],
    ['rejected', 'accepted', 'This order was rejected'],
    ['cancelled', 'cancelled', 'This order was cancelled'],
    ['settled', 'settled', 'This order is already settled'],
  ] as const)('refuses %s to %s: %s', (from, to, refusal) => {
    expect(moveOrder({ ...placed('delivery'), status: from }, to, 'staff')).toEqual({ ok: false, refusal });
  });

  test('the customer may only cancel, and only until the outlet accepts', () => {
    expect(moveOrder(placed('delivery', 'ONLINE'), 'cancelled', 'customer')).toMatchObject({ ok: true });
    expect(moveOrder({ ...placed('take_out'), status: 'accepted' }, 'cancelled', 'customer')).toEqual({
      ok: false,
      refusal: 'This order can no longer be cancelled: the outlet has accepted it',
    });
    expect(moveOrder(placed('delivery'), 'accepted', 'customer')).toMatchObject({ ok: false });
    expect(moveOrder(placed('delivery'), 'accepted', 'pos')).toMatchObject({ ok: true });
  });

  test('whatever moves are tried, every status reached follows the rules', () => {
    fc.assert(
      fc.property(startArb, triesArb, (start, tries) => {
        const statuses = walk(start, tries).map((state) => state.status);
        expect(new Set(statuses).size).toBe(statuses.length); // never back to an earlier status
        statuses.forEach((status, index) => {
          const before = statuses[index - 1];
          if (status === 'rejected') expect(['placed', 'accepted']).toContain(before);
          if (status === 'cancelled') expect(['placed', 'accepted', 'preparing']).toContain(before);
          if (status === 'dispatched') expect(start.orderType).toBe('delivery');
          if (status === 'ready') expect(start.orderType).toBe('take_out');
          if (status === 'delivered') expect(before).toBe(start.orderType === 'delivery' ? 'dispatched' : 'ready');
          if (status === 'settled') expect(before).toBe('delivered');
          if (TERMINAL.includes(status)) expect(index).toBe(statuses.length - 1);
        });
      }),
    );
  });

  test('cash on delivery is Pending until the food is handed over, then Success; an online payment keeps its status', () => {
    fc.assert(
      fc.property(startArb, triesArb, (start, tries) => {
        for (const state of walk(start, tries)) {
          const handedOver = state.status === 'delivered' || state.status === 'settled';
          if (start.paymentType === 'COD') expect(state.paymentStatus).toBe(handedOver ? 'Success' : 'Pending');
          else expect(state.paymentStatus).toBe(start.paymentStatus);
        }
      }),
    );
    expect(codPaymentStatus('placed')).toBe('Pending');
  });
});
