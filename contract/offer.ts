import * as v from 'valibot';
import * as MESSAGES from './messages.ts';

export const OfferSchema = v.object({
  _id: v.string(),
  code: v.string(),
  title: v.string(),
  description: v.string(),
  terms: v.string(),
  image: v.string(),
});
export type Offer = v.InferOutput<typeof OfferSchema>;
export const OfferListSchema = v.array(OfferSchema);

/** An offer code as typed: case and surrounding spaces do not matter. */
export const OfferCode = v.pipe(
  v.optional(v.string(), ''),
  v.trim(),
  v.toUpperCase(),
  v.nonEmpty(MESSAGES.provideOfferCode),
  v.maxLength(40, MESSAGES.offerUnknown),
);
export const ApplyOfferRequest = v.object({ code: OfferCode });

/** `offer/apply`: the cart's totals with the offer's discount. */
export const AppliedOfferSchema = v.object({
  subtotal: v.number(),
  discount: v.number(),
  tax: v.number(),
  total: v.number(),
  deliveryCharges: v.number(),
  deliveryChargesTotal: v.number(),
});
