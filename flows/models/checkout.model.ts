import type { AnyMachineSnapshot } from 'xstate';
import { DELIVERY_MINIMUM_RUPEES } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { storeClosed } from '../../contract/outletMessages.ts';
import { checkoutMachine } from '../../machines/checkout/checkout.machine.ts';
import type { CheckoutActionParams, CheckoutActorIO, CheckoutContext } from '../../machines/checkout/checkout.types.ts';
import { done, failed, type MachineModel } from '../graph/walk.ts';
import { home, office, outOfReach } from '../samples/addresses.ts';
import { deliveryCheckout, placed, redirect, takeAwayOnlineCheckout } from '../samples/checkout.ts';
import { offline, refusal } from '../samples/failures.ts';

export const checkoutModel: MachineModel = {
  machine: checkoutMachine,
  starts: [
    { name: 'delivery', input: deliveryCheckout },
    { name: 'take away, paid online', input: takeAwayOnlineCheckout },
  ],
  actors: Object.keys({ validateBranch: true, placeOrder: true } satisfies Record<keyof CheckoutActorIO, true>),
  actions: Object.keys({
    orderPlaced: true,
    postToGateway: true,
    orderTypeChanged: true,
    logFailure: true,
    keepDraft: true,
    reviewCart: true,
  } satisfies Record<keyof CheckoutActionParams, true>),
  // What the guards read: the network, the order type, the cart (and whether it reaches the delivery minimum), the
  // addresses and the choice, cash on delivery, whether the wallet covers the total.
  key: (snapshot: AnyMachineSnapshot) => {
    const context = snapshot.context as CheckoutContext;
    return [
      context.online,
      context.orderType,
      context.cartEmpty,
      context.unavailableDish !== null,
      context.subtotal >= DELIVERY_MINIMUM_RUPEES,
      context.addresses.map((address) => [address._id, address.deliverable]),
      context.addressId,
      context.codAllowed,
      context.walletBalance >= context.grandTotal,
    ];
  },
  events: () => [
    { type: 'orderType.change', orderType: 'delivery' },
    { type: 'orderType.change', orderType: 'take_out' },
    { type: 'address.select', addressId: home._id },
    { type: 'address.select', addressId: 'address-unknown' },
    { type: 'address.select', addressId: outOfReach._id },
    { type: 'addresses.changed', addresses: [home, office] },
    { type: 'addresses.changed', addresses: [office] },
    { type: 'addresses.changed', addresses: [home, outOfReach] },
    { type: 'addresses.changed', addresses: [{ ...home, deliverable: false }, outOfReach] },
    { type: 'cart.changed', cartEmpty: true },
    { type: 'cart.changed', cartEmpty: false, codAllowed: false },
    { type: 'cart.changed', cartEmpty: false, grandTotal: 950 },
    { type: 'cart.changed', cartEmpty: false, subtotal: 578 },
    { type: 'cart.changed', cartEmpty: false, subtotal: 620 },
    { type: 'cart.changed', cartEmpty: false, unavailableDish: 'Veg Hakka Noodles' },
    { type: 'wallet.changed', balance: 0 },
    { type: 'payment.change', method: 'Online_Payment' },
    { type: 'payment.change', method: 'COD' },
    { type: 'payment.change', method: 'Wallet' },
    { type: 'instructions.change', text: 'Less spicy, please' },
    { type: 'connection.changed', online: false },
    { type: 'connection.changed', online: true },
    { type: 'order.place' },
    { type: 'address.confirmed' },
    { type: 'order.confirm' },
    { type: 'order.cancel' },
    done('validateBranch', undefined),
    failed('validateBranch', refusal(409, storeClosed('11:00 AM', '11:00 PM'))),
    failed('validateBranch', offline),
    done('placeOrder', placed),
    done('placeOrder', redirect),
    failed('placeOrder', refusal(409, MESSAGES.pricesChanged)),
    failed('placeOrder', refusal(400, MESSAGES.deliveryMinimum('₹600.00', '₹22.00'))),
    failed('placeOrder', offline),
  ],
};
