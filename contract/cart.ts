import * as v from 'valibot';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import { ProductSchema } from './menu.ts';
import * as MESSAGES from './messages.ts';
import { requiredId } from './textRules.ts';

/** 'true' / 'false' as a form sends them (JSON booleans arrive as the same strings). */
const flag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', ''], 'isJain must be true or false'), 'false'),
  v.transform((value) => value === 'true' || value === '1'),
);

/**
 * The chosen add-ons: ids, or `{ _id, quantity, rate }` objects as the original site sent; only the
 * ids count, rates come from the catalogue.
 */
const ADDON_IDS = 'addOns must be a list of add-on ids';
const addonIds = v.pipe(
  v.optional(
    v.union(
      [v.array(v.union([v.string(), v.object({ _id: v.string() })], ADDON_IDS), ADDON_IDS), v.string()],
      ADDON_IDS,
    ),
    [],
  ),
  v.transform((value) =>
    (Array.isArray(value) ? value : value === '' ? [] : [value]).map((item) =>
      typeof item === 'string' ? item.trim() : item._id.trim(),
    ),
  ),
  v.maxLength(20, 'Too many add-ons'),
);

const quantity = v.pipe(
  v.string(MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX)),
  v.regex(/^\d{1,3}$/, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX)),
  v.transform(Number),
  v.minValue(QUANTITY_MIN, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX)),
  v.maxValue(QUANTITY_MAX, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX)),
);

export const AddToCartRequest = v.object({
  product_id: requiredId('product_id'),
  store: requiredId('store'),
  addOns: addonIds,
  isJain: flag,
});

/** `quentity` [sic]: the spec's name for the field. */
export const ChangeQuantityRequest = v.object({ id: requiredId('id'), quentity: quantity });

/** A cart line's new quantity in the wire's names, so that no file but this one spells `quentity`. */
export const quantityChange = (lineId: string, quantity: number): v.InferInput<typeof ChangeQuantityRequest> => ({
  id: lineId,
  quentity: String(quantity),
});
export const CartLineRequest = v.object({ id: requiredId('id') });
export const UpdateCartLineRequest = v.object({ id: requiredId('id'), isJain: flag, addons: addonIds });

const CartAddonSchema = v.object({ _id: v.string(), quantity: v.number(), rate: v.number() });

export const CartLineSchema = v.object({
  _id: v.string(),
  productId: v.string(),
  quantity: v.number(),
  isJain: v.boolean(),
  addOns: v.array(CartAddonSchema),
  product: ProductSchema,
  /** One portion with its add-ons, in rupees, as the server priced it. */
  unitPrice: v.number(),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const CartSchema = v.object({
  cart_data: v.array(CartLineSchema),
  subtotal: v.number(),
  tax: v.number(),
  discount: v.number(),
  total: v.number(),
  deliveryCharges: v.number(),
  deliveryChargesTotal: v.number(),
  /** Whether the customer's outlet takes cash on delivery. */
  paymentOption: v.object({ cod: v.boolean() }),
  /** The offer codes customers can use now. */
  offerCodes: v.array(v.string()),
  /** The code whose discount is in the totals; '' when none applies. */
  offer_code: v.string(),
  /**
   * Why the code the cart was read with does not apply to it now (another order type, a smaller cart, used
   * up): the totals are then without a discount. '' when it applies or none was sent.
   */
  offer_refusal: v.string(),
});
export type Cart = v.InferOutput<typeof CartSchema>;

export const QuantityReplySchema = v.object({ _id: v.string(), quantity: v.number() });
