import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  AddToCartRequest,
  CartLineRequest,
  ChangeQuantityRequest,
  UpdateCartLineRequest,
} from '../../contract/cart.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { OfferCode } from '../../contract/offer.ts';
import { cartOf, clearCart, deleteLine } from '../db/queries/cart.ts';
import { findProducts } from '../db/queries/menu.ts';
import type { AppDeps } from '../deps.ts';
import { sortProducts } from '../domain/productSort.ts';
import { fail, ok, refused } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { cartOperations as doc } from '../openapi/operations/cart.ts';
import { addToCart } from '../usecases/addToCart.ts';
import { changeCartLine } from '../usecases/changeCartLine.ts';
import { priceCart } from '../usecases/priceCart.ts';
import { setCartQuantity } from '../usecases/setCartQuantity.ts';

/** Recommendations: the most popular dishes the cart does not hold yet. */
const RECOMMENDATIONS = 8;

const lineGone = (c: Context) => fail(c, 404, MESSAGES.cartLineNotFound);

/** The offer code the cart page sends in its `code` header, upper-cased; null when there is none. */
function offerCodeHeader(c: Context): string | null {
  const parsed = v.safeParse(OfferCode, c.req.header('code') ?? '');
  return parsed.success ? parsed.output : null;
}

/** The signed-in customer's cart: every price from the catalogue, every choice checked against the dish. */
export function cartRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const signedIn = requireCustomer(deps);
  return new Hono()
    .post('/add_to_cart', doc.add, signedIn, validBody(AddToCartRequest), async (c) => {
      const { product_id, store, addOns, isJain } = c.req.valid('form');
      const dish = { customerId: c.var.customerId, productId: product_id, outletId: store, addonIds: addOns, isJain };
      const refusal = await addToCart(deps, dish);
      return refusal ? refused(c, refusal) : ok(c, null, MESSAGES.addedToCart);
    })
    .get('/get_cart', doc.read, signedIn, async (c) => {
      const view = await priceCart(deps, { customerId: c.var.customerId, code: offerCodeHeader(c) });
      return ok(c, view.cart, view.offerRefusal ?? 'Success');
    })
    .post('/changeProductsQuentity', doc.changeQuantity, signedIn, validBody(ChangeQuantityRequest), async (c) => {
      const { id, quentity } = c.req.valid('form');
      const refusal = await setCartQuantity(deps, { customerId: c.var.customerId, lineId: id, quantity: quentity });
      return refusal ? refused(c, refusal) : ok(c, { _id: id, quantity: quentity });
    })
    .post('/updateCartAddons', doc.changeLine, signedIn, validBody(UpdateCartLineRequest), async (c) => {
      const { id, isJain, addons } = c.req.valid('form');
      const result = await changeCartLine(deps, { customerId: c.var.customerId, lineId: id, addonIds: addons, isJain });
      return 'refusal' in result ? refused(c, result) : ok(c, result.cart);
    })
    .delete('/deleteProductFromCart', doc.deleteLine, signedIn, validBody(CartLineRequest), async (c) => {
      if (!(await deleteLine(db, c.var.customerId, c.req.valid('form').id))) return lineGone(c);
      return ok(c, null);
    })
    .get('/get_recommendation', doc.recommendations, signedIn, async (c) => {
      const customerId = c.var.customerId;
      const [{ lines }, dishes] = await Promise.all([
        cartOf(db, customerId, clock()),
        findProducts(db, { customerId, soldOutAt: { outletOfCustomer: customerId } }),
      ]);
      const inCart = new Set(lines.map((line) => line.product_id));
      const candidates = dishes.filter((dish) => !dish.isDeleted && !inCart.has(dish._id));
      return ok(c, sortProducts(candidates, '1').slice(0, RECOMMENDATIONS));
    })
    .delete('/clear_cart', doc.clear, signedIn, async (c) => {
      await clearCart(db, c.var.customerId);
      return ok(c, null);
    });
}
