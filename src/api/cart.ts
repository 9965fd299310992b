import * as v from 'valibot';
import {
  type AddToCartRequest,
  type CartLineRequest,
  CartSchema,
  type ChangeQuantityRequest,
  QuantityReplySchema,
  quantityChange,
  type UpdateCartLineRequest,
} from '../../contract/cart.ts';
import { ProductListSchema } from '../../contract/menu.ts';
import { AppliedOfferSchema, type ApplyOfferRequest } from '../../contract/offer.ts';
import { api, body } from './client.ts';

/** A yes-or-no field as a form sends it. */
const formFlag = (on: boolean) => (on ? 'true' : 'false');

/** The customer's cart, priced by the server; `code` is the applied offer code ('' for none). */
export function fetchCart(code: string) {
  return api.get('get_cart', CartSchema, { headers: code === '' ? {} : { code } });
}

/** Adds one portion of a dish with its choices; resolves with the server's message ('Added to cart'). */
export function addToCart(choice: { productId: string; storeId: string; addonIds: string[]; isJain: boolean }) {
  return api.postForMessage(
    'add_to_cart',
    body<typeof AddToCartRequest>({
      product_id: choice.productId,
      store: choice.storeId,
      addOns: choice.addonIds,
      isJain: formFlag(choice.isJain),
    }),
  );
}

export function updateCartLine(change: { lineId: string; addonIds: string[]; isJain: boolean }) {
  return api.post(
    'updateCartAddons',
    CartSchema,
    body<typeof UpdateCartLineRequest>({
      id: change.lineId,
      addons: change.addonIds,
      isJain: formFlag(change.isJain),
    }),
  );
}

export function changeQuantity(lineId: string, quantity: number) {
  return api.post(
    'changeProductsQuentity',
    QuantityReplySchema,
    body<typeof ChangeQuantityRequest>(quantityChange(lineId, quantity)),
  );
}

export function removeCartLine(lineId: string) {
  return api.delete('deleteProductFromCart', v.null(), body<typeof CartLineRequest>({ id: lineId }));
}

export function clearCart() {
  return api.delete('clear_cart', v.null());
}

export function fetchRecommendations() {
  return api.get('get_recommendation', ProductListSchema);
}

export function applyOffer(code: string) {
  return api.post('offer/apply', AppliedOfferSchema, body<typeof ApplyOfferRequest>({ code }));
}
