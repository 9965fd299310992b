import type { AnyMachineSnapshot } from 'xstate';
import * as MESSAGES from '../../contract/messages.ts';
import { cartMachine } from '../../machines/cart/cart.machine.ts';
import type { CartActionParams, CartActorIO, CartContext } from '../../machines/cart/cart.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { noodlesAtFifty, twoLines, twoLinesTakeAway50, twoLinesTakeAway50Refused } from '../samples/cart.ts';
import { offline, refusal } from '../samples/failures.ts';

export const cartModel: MachineModel = {
  machine: cartMachine,
  starts: [
    { name: 'no offer code', input: { code: '' } },
    { name: 'a saved offer code', input: { code: 'TAKEAWAY50' } },
  ],
  actors: Object.keys({
    loadCart: true,
    saveQuantities: true,
    removeLine: true,
    clearCart: true,
    applyOffer: true,
  } satisfies Record<keyof CartActorIO, true>),
  actions: Object.keys({ storeCode: true, notifyRefusal: true, logFailure: true } satisfies Record<
    keyof CartActionParams,
    true
  >),
  // What the guards read: the quantities on screen, whether a code is typed and whether one is saved.
  key: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CartContext;
    return [
      context.cart?.cart_data.map((line) => line.quantity) ?? null,
      context.couponText.trim() === '',
      context.code !== '',
    ];
  },
  events: () => [
    { type: 'line.increment', lineId: 'line-1' },
    { type: 'line.decrement', lineId: 'line-1' },
    { type: 'line.remove', lineId: 'line-2' },
    { type: 'cart.clear' },
    { type: 'cart.refresh' },
    { type: 'coupon.input', text: ' wokfirst20 ' },
    { type: 'coupon.apply' },
    { type: 'coupon.remove' },
    { type: 'connection.changed', online: false },
    { type: 'connection.changed', online: true },
    done('loadCart', twoLines),
    done('loadCart', noodlesAtFifty),
    done('loadCart', twoLinesTakeAway50),
    done('loadCart', twoLinesTakeAway50Refused),
    failed('loadCart', offline),
    failed('loadCart', refusal(401, MESSAGES.sessionExpired)),
    done('saveQuantities', undefined),
    failed('saveQuantities', refusal(400, MESSAGES.quantityOutOfRange(1, 50))),
    failed('saveQuantities', offline),
    done('removeLine', undefined),
    failed('removeLine', refusal(404, MESSAGES.cartLineNotFound)),
    failed('removeLine', offline),
    done('clearCart', undefined),
    failed('clearCart', offline),
    failed('clearCart', refusal(401, MESSAGES.sessionExpired)),
    done('applyOffer', undefined),
    failed('applyOffer', refusal(400, MESSAGES.offerMinimumOrder('₹299.00'))),
    failed('applyOffer', offline),
  ],
};
