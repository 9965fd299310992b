import { type Context, Hono } from 'hono';
import {
  AddToCartRequest,
  type Cart,
  CartLineRequest,
  ChangeQuantityRequest,
  UpdateCartLineRequest,
} from '../../contract/cart.ts';
import { QUANTITY_MAX, QUANTITY_MIN } from '../../contract/constants.ts';
import { MESSAGES } from '../../contract/messages.ts';
import type { AppDeps } from '../app.ts';
import type { Db } from '../db/db.ts';
import {
  addLine,
  cartLines,
  changeLineChoices,
  clearCart,
  customerOutletTerms,
  deleteLine,
  dishesForCart,
  findLine,
  setQuantity,
} from '../db/queries/cart.ts';
import { findProducts } from '../db/queries/menu.ts';
import { findOutlet } from '../db/queries/outlets.ts';
import { chosenAddons, lineRefusal, unitPricePaise } from '../domain/cartLine.ts';
import { cartTotals } from '../domain/cartTotals.ts';
import { paiseToRupees } from '../domain/price.ts';
import { fail, ok } from '../http/reply.ts';
import { requireCustomer } from '../http/session.ts';
import { validBody } from '../http/validate.ts';

/** The cart as the customer sees it, every amount priced now from the catalogue. */
async function cartOf(db: Db, customerId: string): Promise<Cart> {
  const lines = await cartLines(db, customerId);
  const ids = [...new Set(lines.map((line) => line.product_id))];
  const [dishes, products, terms] = await Promise.all([
    dishesForCart(db, ids),
    findProducts(db, { ids }),
    customerOutletTerms(db, customerId),
  ]);
  const productById = new Map(products.map((product) => [product._id, product]));
  const priced = lines.flatMap((line) => {
    const dish = dishes.get(line.product_id);
    const product = productById.get(line.product_id);
    if (!dish || !product) return [];
    const unitPaise = unitPricePaise(dish, { addonIds: line.addon_ids, isJain: line.is_jain, quantity: line.quantity });
    const addOns = line.addon_ids.map((id) => ({
      _id: id,
      quantity: 1,
      rate: paiseToRupees(dish.addonRates.get(id) ?? 0),
    }));
    if (line.is_jain && dish.jainAddonId) addOns.push({ _id: dish.jainAddonId, quantity: 1, rate: 0 });
    return [{ line, product, unitPaise, addOns }];
  });
  const totals = cartTotals(
    priced.map(({ unitPaise, line }) => ({ unitPaise, quantity: line.quantity })),
    null,
    terms.deliveryChargePaise,
  );
  return {
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
  };
}

const lineGone = (c: Context) => fail(c, 404, MESSAGES.cartLineNotFound);

/** The signed-in customer's cart: every price from the catalogue, every choice checked against the dish. */
export function cartRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const signedIn = requireCustomer(deps);
  return new Hono()
    .post('/add_to_cart', signedIn, validBody(AddToCartRequest), async (c) => {
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
    .get('/get_cart', signedIn, async (c) => ok(c, await cartOf(db, c.var.customerId)))
    .post('/changeProductsQuentity', signedIn, validBody(ChangeQuantityRequest), async (c) => {
      const { id, quentity } = c.req.valid('form');
      if (!(await setQuantity(db, c.var.customerId, id, quentity))) return lineGone(c);
      return ok(c, { _id: id, quantity: quentity });
    })
    .post('/updateCartAddons', signedIn, validBody(UpdateCartLineRequest), async (c) => {
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
      return refusal ? fail(c, refusal.status, refusal.msg) : ok(c, await cartOf(db, customerId));
    })
    .delete('/deleteProductFromCart', signedIn, validBody(CartLineRequest), async (c) => {
      if (!(await deleteLine(db, c.var.customerId, c.req.valid('form').id))) return lineGone(c);
      return ok(c, null);
    })
    .delete('/clear_cart', signedIn, async (c) => {
      await clearCart(db, c.var.customerId);
      return ok(c, null);
    });
}
