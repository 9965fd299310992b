import type { Cart } from '../../contract/cart.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { type CartTerms, cartOf } from '../db/queries/cart.ts';
import { findOffer, offerUsesOf } from '../db/queries/offers.ts';
import type { StoreDeps } from '../deps.ts';
import { choicesRefusal, dishForCart, unitPricePaise } from '../domain/cartLine.ts';
import { type CartTotals, cartTotals, type Offer, offerRefusal, subtotalPaise } from '../domain/cartTotals.ts';
import { paiseToRupees } from '../domain/price.ts';

export interface CartView {
  cart: Cart;
  /** The cart's amounts in paise, as priced now. */
  totals: CartTotals;
  /** The outlet and order type it was priced for. */
  terms: CartTerms;
  /** Why the code asked for does not apply (the totals are then without a discount); null when it does or none was asked. */
  offerRefusal: string | null;
  /** The first line whose choices its dish no longer takes (its add-on group changed since), with why; null when none. */
  refusedChoices: { dish: string; refusal: string } | null;
}

export interface CartToPrice {
  customerId: string;
  /** The offer code asked for; null when none. */
  code: string | null;
}

/** The cart as the customer sees it, every amount priced now from the catalogue, with the offer if it applies. */
export async function priceCart({ db, clock }: StoreDeps, { customerId, code }: CartToPrice): Promise<CartView> {
  const now = clock();
  // The cart's outlet is the customer's: a dish sold out there is flagged (`product.isDeleted`) and not ordered.
  const { lines, dishes, terms, offerCodes } = await cartOf(db, customerId, now);
  const productById = new Map(dishes.map((product) => [product._id, product]));
  const priced = lines.flatMap((line) => {
    const product = productById.get(line.product_id);
    if (!product) return [];
    const dish = dishForCart(product);
    const unitPaise = unitPricePaise(dish, { addonIds: line.addon_ids, isJain: line.is_jain, quantity: line.quantity });
    const addOns = line.addon_ids.map((id) => ({
      _id: id,
      quantity: 1,
      rate: paiseToRupees(dish.addonRates.get(id) ?? 0),
    }));
    if (line.is_jain && dish.jainAddonId) addOns.push({ _id: dish.jainAddonId, quantity: 1, rate: 0 });
    const choicesRefused = choicesRefusal(dish, { addonIds: line.addon_ids, isJain: line.is_jain });
    return [{ line, product, unitPaise, addOns, choicesRefused }];
  });
  const refused = priced.find(({ choicesRefused }) => choicesRefused !== null);
  const pricedLines = priced.map(({ unitPaise, line }) => ({ unitPaise, quantity: line.quantity }));

  let offer: Offer | null = null;
  let refusal: string | null = null;
  if (code !== null) {
    const found = await findOffer(db, code);
    refusal = found
      ? offerRefusal(found, {
          subtotalPaise: subtotalPaise(pricedLines),
          orderType: terms.orderType,
          now,
          ...(await offerUsesOf(db, customerId, found.code)),
        })
      : MESSAGES.offerUnknown;
    if (refusal === null) offer = found;
  }
  const totals = cartTotals(pricedLines, offer, terms.deliveryChargePaise);
  return {
    offerRefusal: refusal,
    refusedChoices: refused?.choicesRefused ? { dish: refused.product.name, refusal: refused.choicesRefused } : null,
    totals,
    terms,
    cart: {
      cart_data: priced.map(({ line, product, unitPaise, addOns }) => ({
        _id: line.id,
        productId: line.product_id,
        quantity: line.quantity,
        isJain: line.is_jain,
        addOns,
        product,
        unitPrice: paiseToRupees(unitPaise),
      })),
      subtotal: paiseToRupees(totals.subtotal),
      tax: paiseToRupees(totals.tax),
      discount: paiseToRupees(totals.discount),
      total: paiseToRupees(totals.total),
      deliveryCharges: paiseToRupees(totals.deliveryCharges),
      deliveryChargesTotal: paiseToRupees(totals.deliveryChargesTotal),
      paymentOption: { cod: terms.cashOnDelivery },
      offerCodes,
      offer_code: offer?.code ?? '',
      offer_refusal: refusal ?? '',
    },
  };
}
