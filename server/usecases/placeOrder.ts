import type * as v from 'valibot';
import type { Cart } from '../../contract/cart.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { PlaceOrderRequest } from '../../contract/order.ts';
import {
  customerOrdersLock,
  type Destination,
  destinationOf,
  insertOrder,
  type NewOrderLine,
  orderOfCheckout,
  type PlacedOrder,
} from '../db/queries/orders.ts';
import { outletExists } from '../db/queries/outlets.ts';
import { lockWallet, spendFromWallet, walletBalance } from '../db/queries/wallet.ts';
import type { StoreDeps } from '../deps.ts';
import { deliveryRefusal, orderAmounts, outletRefusal, quoteRefusal } from '../domain/checkout.ts';
import type { PaymentType } from '../domain/orderStatus.ts';
import { rupeesToPaise } from '../domain/price.ts';
import { priceCart } from './priceCart.ts';
import { type Refusal, refuse } from './refusal.ts';

type Request = v.InferOutput<typeof PlaceOrderRequest>;

export type Placement = { placed: PlacedOrder } | Refusal<400 | 404 | 409>;

export interface OrderToPlace {
  customerId: string;
  request: Request;
  /** How the order is paid, and the payment status it starts with. */
  payment: { type: PaymentType; status: string };
}

/** The cart's lines as the order keeps them: names, pictures and prices as they are now. */
const orderLines = (cart: Cart): NewOrderLine[] =>
  cart.cart_data.map((line) => ({
    productId: line.productId,
    name: line.product.name,
    previewImage: line.product.previewImage,
    isNonVeg: line.product.isNonVeg,
    isJain: line.isJain,
    addonNames: line.addOns.flatMap(
      (chosen) => line.product.addons.find((addon) => addon._id === chosen._id)?.name ?? [],
    ),
    unitPaise: rupeesToPaise(line.unitPrice),
    quantity: line.quantity,
  }));

/**
 * Places the customer's cart as an order, or says why not. One transaction under the customer's own
 * lock: the same checkout sent twice (or twenty times at once) makes one order, and a refusal or a
 * failure part-way writes nothing and leaves the cart as it was. A 'WALLET' order is paid from the wallet
 * in the same transaction ('Your wallet balance is not enough for this order' places nothing).
 */
export function placeOrder(
  { db, clock }: StoreDeps,
  { customerId, request, payment }: OrderToPlace,
): Promise<Placement> {
  const now = clock();
  return db.transaction(async (tx) => {
    const earlier = await orderOfCheckout(tx, customerId, request.checkoutId);
    if (earlier) return { placed: earlier };

    const { cart, totals, terms, offerRefusal, refusedChoices } = await priceCart(
      { db: tx, clock: () => now },
      { customerId, code: request.code || null },
    );
    if (cart.cart_data.length === 0) return refuse(409, MESSAGES.cartIsEmpty);
    // Sold out at the outlet or taken off the menu since it went into the cart: the customer must remove it.
    const unavailable = cart.cart_data.find((line) => line.product.isDeleted);
    if (unavailable) return refuse(409, MESSAGES.dishInCartNotAvailable(unavailable.product.name));
    if (refusedChoices)
      return refuse(409, MESSAGES.dishChoicesInCartRefused(refusedChoices.dish, refusedChoices.refusal));

    const outlet = terms.outlet;
    // The cart was priced for the customer's outlet and order type: others mean the customer saw other prices.
    if (outlet?.id !== request.brachId || terms.orderType !== request.orderType) {
      if (!(await outletExists(tx, request.brachId))) return refuse(404, MESSAGES.outletNotFound);
      return refuse(409, MESSAGES.pricesChanged);
    }
    const closed = outletRefusal(outlet, request.orderType);
    if (closed) return refuse(409, closed);
    if (payment.type === 'COD' && !cart.paymentOption.cod) return refuse(409, MESSAGES.codNotAllowed);

    let destination: Destination | null = null;
    if (request.orderType === 'delivery') {
      if (request.address === '') return refuse(400, MESSAGES.pleaseSelectAddress);
      destination = await destinationOf(tx, customerId, request.address);
      if (!destination) return refuse(404, MESSAGES.addressNotFound);
      const notDelivered = deliveryRefusal(outlet, destination, totals.subtotal);
      if (notDelivered) return refuse(400, notDelivered);
    }
    if (offerRefusal) return refuse(offerRefusal === MESSAGES.offerUnknown ? 404 : 400, offerRefusal);

    const amounts = orderAmounts(totals, request.orderType);
    const quoted = {
      subtotal: rupeesToPaise(request.subtotal),
      tax: rupeesToPaise(request.tax),
      total: rupeesToPaise(request.total),
      deliveryCharge: rupeesToPaise(request.deliveryCharge),
    };
    const changed = quoteRefusal(quoted, amounts);
    if (changed) return refuse(409, changed);
    // Paid from the wallet: the wallet's lock is held from this check to the spend, so the balance holds.
    if (payment.type === 'WALLET') {
      await lockWallet(tx, customerId);
      if ((await walletBalance(tx, customerId)) < amounts.amount) return refuse(409, MESSAGES.walletTooLow);
    }

    const placed = await insertOrder(
      tx,
      {
        customerId,
        checkoutId: request.checkoutId,
        outletId: outlet.id,
        outletLocation: `${outlet.name}, ${outlet.city}`,
        orderType: request.orderType,
        paymentType: payment.type,
        paymentStatus: payment.status,
        destination,
        instructions: request.instructions,
        amounts,
        offerCode: cart.offer_code || null,
        lines: orderLines(cart),
      },
      now,
    );
    if (payment.type === 'WALLET' && !(await spendFromWallet(tx, customerId, placed._id, amounts.amount, now))) {
      throw new Error(`the wallet of ${customerId} changed under its lock`);
    }
    return { placed };
  }, customerOrdersLock(customerId));
}
