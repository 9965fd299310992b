import { type Context, Hono } from 'hono';
import {
  AddToCartRequest,
  CartLineRequest,
  ChangeQuantityRequest,
  UpdateCartLineRequest,
} from '../../contract/cart.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import {
  addLine,
  cartLines,
  changeLineChoices,
  clearCart,
  deleteLine,
  dishesForCart,
  findLine,
  setQuantity,
} from '../db/queries/cart.ts';
import { findProducts } from '../db/queries/menu.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import type { AppDeps } from '../deps.ts';
import { chosenAddons, lineRefusal } from '../domain/cartLine.ts';
import { sortProducts } from '../domain/productSort.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';
import { cartOperations as doc } from '../openapi/operations/cart.ts';
import { cartOf, offerCodeHeader } from './cartView.ts';

/** Recommendations: the most popular dishes the cart does not hold yet. */
const RECOMMENDATIONS = 8;

const lineGone = (c: Context) => fail(c, 404, MESSAGES.cartLineNotFound);

/** The signed-in customer's cart: every price from the catalogue, every choice checked against the dish. */
export function cartRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const signedIn = requireCustomer(deps);
  return new Hono()
    .post('/add_to_cart', doc.add, signedIn, validBody(AddToCartRequest), async (c) => {
      const { product_id, store, addOns, isJain } = c.req.valid('form');
      const now = clock();
      const outlet = await findOutlet(db, store, now);
      if (!outlet) return fail(c, 404, MESSAGES.outletNotFound);
      if (!outlet.is_active || !outlet.isOpen) return fail(c, 409, MESSAGES.outletNotTakingOrders);
      const dish = (await dishesForCart(db, [product_id])).get(product_id);
      if (!dish) return fail(c, 404, MESSAGES.dishNotFound);
      const choice = { addonIds: addOns, isJain, quantity: 1 };
      const refusal = lineRefusal(dish, choice);
      if (refusal) return fail(c, 400, refusal);
      const added = await addLine(
        db,
        c.var.customerId,
        { productId: product_id, isJain, addonIds: chosenAddons(choice), quantity: 1 },
        now,
      );
      if (!added) return fail(c, 400, MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX));
      return ok(c, null, MESSAGES.addedToCart);
    })
    .get('/get_cart', doc.read, signedIn, async (c) => {
      const view = await cartOf(db, c.var.customerId, clock(), offerCodeHeader(c));
      return ok(c, view.cart, view.offerRefusal ?? 'Success');
    })
    .post('/changeProductsQuentity', doc.changeQuantity, signedIn, validBody(ChangeQuantityRequest), async (c) => {
      const { id, quentity } = c.req.valid('form');
      if (!(await setQuantity(db, c.var.customerId, id, quentity))) return lineGone(c);
      return ok(c, { _id: id, quantity: quentity });
    })
    .post('/updateCartAddons', doc.changeLine, signedIn, validBody(UpdateCartLineRequest), async (c) => {
      const { id, isJain, addons } = c.req.valid('form');
      const customerId = c.var.customerId;
      const refusal = await db.transaction(async (tx) => {
        const line = await findLine(tx, customerId, id);
        const dish = line && (await dishesForCart(tx, [line.product_id])).get(line.product_id);
        if (!line || !dish) return { status: 404 as const, msg: MESSAGES.cartLineNotFound };
        const choice = { addonIds: addons, isJain, quantity: line.quantity };
        const problem = lineRefusal(dish, choice);
        if (problem) return { status: 400 as const, msg: problem };
        const changed = await changeLineChoices(tx, customerId, line, { isJain, addonIds: chosenAddons(choice) });
        return changed ? null : { status: 400 as const, msg: MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX) };
      });
      return refusal ? fail(c, refusal.status, refusal.msg) : ok(c, (await cartOf(db, customerId, clock(), null)).cart);
    })
    .delete('/deleteProductFromCart', doc.deleteLine, signedIn, validBody(CartLineRequest), async (c) => {
      if (!(await deleteLine(db, c.var.customerId, c.req.valid('form').id))) return lineGone(c);
      return ok(c, null);
    })
    .get('/get_recommendation', doc.recommendations, signedIn, async (c) => {
      const customerId = c.var.customerId;
      const [lines, dishes] = await Promise.all([cartLines(db, customerId), findProducts(db, { customerId })]);
      const inCart = new Set(lines.map((line) => line.product_id));
      const candidates = dishes.filter((dish) => !dish.isDeleted && !inCart.has(dish._id));
      return ok(c, sortProducts(candidates, '1').slice(0, RECOMMENDATIONS));
    })
    .delete('/clear_cart', doc.clear, signedIn, async (c) => {
      await clearCart(db, c.var.customerId);
      return ok(c, null);
    });
}
