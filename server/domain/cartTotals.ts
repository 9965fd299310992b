import type { OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { formatPaise } from './price.ts';

// Every amount here is in whole paise: rupees appear only in replies (paiseToRupees), so no sum ever
// carries a floating-point error.

/** GST on food served by a restaurant, in percent. */
export const GST_PERCENT = 5;

export interface CartLine {
  /** The dish's rate plus the rates of its chosen add-ons, from the server's own catalogue. */
  unitPaise: number;
  quantity: number;
}

export interface Offer {
  code: string;
  kind: 'percent' | 'flat';
  /** Percent off (1 to 100), or paise off for a flat offer. */
  value: number;
  minOrderPaise: number;
  /** The most a percent offer takes off; null: no cap. */
  maxDiscountPaise: number | null;
  validFrom: Date;
  validTo: Date;
  takeAwayOnly: boolean;
  /** Only for a customer's first order. */
  firstOrderOnly: boolean;
  /** How many orders of one customer may use it. */
  usesPerCustomer: number;
}

export interface OfferContext {
  subtotalPaise: number;
  orderType: OrderType;
  now: Date;
  /** Orders of this customer that used the code and went through (neither rejected nor cancelled). */
  usesByCustomer: number;
  /** Orders of this customer that went through, with a code or not. */
  ordersByCustomer: number;
}

export interface CartTotals {
  subtotal: number;
  discount: number;
  tax: number;
  /** subtotal - discount + tax: what a take-away order costs. */
  total: number;
  deliveryCharges: number;
  /** total + the outlet's delivery charge: what a delivery order costs. */
  deliveryChargesTotal: number;
}

export const lineTotalPaise = (line: CartLine) => line.unitPaise * line.quantity;

export const subtotalPaise = (lines: readonly CartLine[]) => lines.reduce((sum, line) => sum + lineTotalPaise(line), 0);

/** Why the offer does not apply to this cart now, or null when it does. */
export function offerRefusal(offer: Offer, context: OfferContext): string | null {
  if (context.now < offer.validFrom) return MESSAGES.offerNotStarted;
  if (context.now > offer.validTo) return MESSAGES.offerExpired;
  if (offer.takeAwayOnly && context.orderType !== 'take_out') return MESSAGES.offerTakeAwayOnly;
  if (context.usesByCustomer >= offer.usesPerCustomer) return MESSAGES.offerUsedUp;
  if (offer.firstOrderOnly && context.ordersByCustomer > 0) return MESSAGES.offerFirstOrderOnly;
  if (context.subtotalPaise < offer.minOrderPaise) return MESSAGES.offerMinimumOrder(formatPaise(offer.minOrderPaise));
  return null;
}

/** What the offer takes off a subtotal: within its cap, and never more than the subtotal itself. */
export function discountPaise(offer: Offer, subtotal: number): number {
  const raw = offer.kind === 'percent' ? Math.floor((subtotal * offer.value) / 100) : offer.value;
  const capped = offer.maxDiscountPaise === null ? raw : Math.min(raw, offer.maxDiscountPaise);
  return Math.max(0, Math.min(capped, subtotal));
}

/** GST on what the customer pays for the food: the discount lowers the taxable value. Rounded to the paisa. */
export const taxPaise = (taxable: number) => Math.round((taxable * GST_PERCENT) / 100);

/** The cart's price details, from lines priced by the server and an offer that applies (or none). */
export function cartTotals(lines: readonly CartLine[], offer: Offer | null, deliveryChargePaise: number): CartTotals {
  const subtotal = subtotalPaise(lines);
  const discount = offer ? discountPaise(offer, subtotal) : 0;
  const tax = taxPaise(subtotal - discount);
  const total = subtotal - discount + tax;
  const deliveryCharges = lines.length > 0 ? deliveryChargePaise : 0;
  return { subtotal, discount, tax, total, deliveryCharges, deliveryChargesTotal: total + deliveryCharges };
}
