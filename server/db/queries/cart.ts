import { randomUUID } from 'node:crypto';
import { type OrderType, QUANTITY_MAX } from '../../../contract/constants.ts';
import type { Product } from '../../../contract/menu.ts';
import type { Outlet } from '../../../contract/outlet.ts';
import { type DishForCart, dishForCart } from '../../domain/cartLine.ts';
import { type Db, statementParams } from '../db.ts';
import { findProducts, type ProductRow, productsJson, productsOfJson } from './menu.ts';
import { usableOffers } from './offers.ts';
import { type OutletReadRow, outletJson, outletOfJson } from './outlets.ts';
import type { SoldOutAt } from './soldOut.ts';

export interface CartLineRow {
  id: string;
  product_id: string;
  is_jain: boolean;
  addon_ids: string[];
  quantity: number;
}

/**
 * The dish as the cart prices it, in paise, straight from the catalogue; sold out at the cart's outlet, it is not
 * available (`isDeleted`), like a deleted one. Null when there is no such dish.
 */
export async function findDishForCart(db: Db, productId: string, soldOutAt: SoldOutAt): Promise<DishForCart | null> {
  const [product] = await findProducts(db, { id: productId, soldOutAt });
  return product ? dishForCart(product) : null;
}

/** The dish as `findDishForCart` reads it, and the outlet as `findOutlet` does, in one read. */
export async function findDishAtOutlet(
  db: Db,
  productId: string,
  outletId: string,
  now: Date,
): Promise<{ outlet: Outlet | null; dish: DishForCart | null }> {
  const { params, param } = statementParams();
  const dishes = productsJson({ id: productId, soldOutAt: { outletId } }, param);
  const [row] = await db.query<{ outlet: OutletReadRow | null; dishes: ProductRow[] }>(
    `SELECT ${outletJson(param(outletId))} AS outlet, (${dishes}) AS dishes`,
    params,
  );
  const [product] = productsOfJson(row?.dishes ?? null);
  return { outlet: outletOfJson(row?.outlet ?? null, now), dish: product ? dishForCart(product) : null };
}

interface NewLine {
  productId: string;
  isJain: boolean;
  addonIds: readonly string[];
  quantity: number;
}

/**
 * Adds the dish with these choices: to the line with the same choices when there is one. Returns false
 * when that line would pass the most a line may hold.
 */
export async function addLine(db: Db, customerId: string, line: NewLine, now: Date): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO cart_lines (id, customer_id, product_id, is_jain, addon_ids, quantity, created_at)
     VALUES ($1, $2, $3, $4, $5::text[], $6, $7)
     ON CONFLICT (customer_id, product_id, is_jain, addon_ids)
     DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity
     WHERE cart_lines.quantity + EXCLUDED.quantity <= $8
     RETURNING id`,
    [randomUUID(), customerId, line.productId, line.isJain, line.addonIds, line.quantity, now, QUANTITY_MAX],
  );
  return rows.length > 0;
}

export async function findLine(db: Db, customerId: string, lineId: string): Promise<CartLineRow | null> {
  const [row] = await db.query<CartLineRow>(
    'SELECT id, product_id, is_jain, addon_ids, quantity FROM cart_lines WHERE customer_id = $1 AND id = $2',
    [customerId, lineId],
  );
  return row ?? null;
}

export async function setQuantity(db: Db, customerId: string, lineId: string, quantity: number): Promise<boolean> {
  const rows = await db.query('UPDATE cart_lines SET quantity = $3 WHERE customer_id = $1 AND id = $2 RETURNING id', [
    customerId,
    lineId,
    quantity,
  ]);
  return rows.length > 0;
}

export async function deleteLine(db: Db, customerId: string, lineId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM cart_lines WHERE customer_id = $1 AND id = $2 RETURNING id', [
    customerId,
    lineId,
  ]);
  return rows.length > 0;
}

export async function clearCart(db: Db, customerId: string): Promise<void> {
  await db.query('DELETE FROM cart_lines WHERE customer_id = $1', [customerId]);
}

/** Customize: the line takes new choices; a line that already has them takes its quantity instead. */
export async function changeLineChoices(
  tx: Db,
  customerId: string,
  line: CartLineRow,
  choices: { isJain: boolean; addonIds: readonly string[] },
): Promise<boolean> {
  const [twin] = await tx.query<{ id: string; quantity: number }>(
    `SELECT id, quantity FROM cart_lines
     WHERE customer_id = $1 AND product_id = $2 AND is_jain = $3 AND addon_ids = $4::text[] AND id <> $5`,
    [customerId, line.product_id, choices.isJain, choices.addonIds, line.id],
  );
  if (!twin) {
    await tx.query('UPDATE cart_lines SET is_jain = $2, addon_ids = $3::text[] WHERE id = $1', [
      line.id,
      choices.isJain,
      choices.addonIds,
    ]);
    return true;
  }
  if (twin.quantity + line.quantity > QUANTITY_MAX) return false;
  await tx.query('UPDATE cart_lines SET quantity = $2 WHERE id = $1', [twin.id, twin.quantity + line.quantity]);
  await tx.query('DELETE FROM cart_lines WHERE id = $1', [line.id]);
  return true;
}

export interface CartTerms {
  /** The outlet the customer orders from, as it is now; null while they have chosen none (or have no account any more). */
  outlet: Outlet | null;
  deliveryChargePaise: number;
  cashOnDelivery: boolean;
  orderType: OrderType;
}

/** The customer's cart as its page shows it, read at once. */
export interface CartOf {
  /** Its lines, in the order they were added. */
  lines: CartLineRow[];
  /** The dishes of its lines, in menu order, not available (`isDeleted`) when sold out at the customer's outlet. */
  dishes: Product[];
  terms: CartTerms;
  /** The codes of the offers customers can use now, in the chain's order. */
  offerCodes: string[];
}

/**
 * The customer's cart in one read: its lines and their dishes, its terms (the customer's outlet and order type,
 * that outlet's delivery charge and cash flag; no outlet yet: nothing to charge) and the offer codes usable now.
 */
export async function cartOf(db: Db, customerId: string, now: Date): Promise<CartOf> {
  const { params, param } = statementParams();
  const [customer, at] = [param(customerId), param(now)];
  const dishes = productsJson({ inCartOf: customerId, soldOutAt: { outletOfCustomer: customerId } }, param);
  const [row] = await db.query<{
    outlet: OutletReadRow | null;
    delivery_charge_paise: number | null;
    cash_on_delivery: boolean | null;
    delivery_type: OrderType;
    lines: CartLineRow[];
    dishes: ProductRow[];
    offer_codes: string[];
  }>(
    `SELECT ${outletJson('buyer.outlet_id')} AS outlet, terms.delivery_charge_paise, terms.cash_on_delivery,
            buyer.delivery_type,
            COALESCE((SELECT json_agg(json_build_object('id', l.id, 'product_id', l.product_id, 'is_jain', l.is_jain,
                                                        'addon_ids', l.addon_ids, 'quantity', l.quantity)
                                      ORDER BY l.added_order)
                      FROM cart_lines l WHERE l.customer_id = buyer.id), '[]'::json) AS lines,
            (${dishes}) AS dishes,
            ARRAY(SELECT code FROM offers ${usableOffers(at)}) AS offer_codes
     FROM customers buyer LEFT JOIN outlets terms ON terms.id = buyer.outlet_id WHERE buyer.id = ${customer}`,
    params,
  );
  return {
    lines: row?.lines ?? [],
    dishes: productsOfJson(row?.dishes ?? null),
    terms: {
      outlet: outletOfJson(row?.outlet ?? null, now),
      deliveryChargePaise: row?.delivery_charge_paise ?? 0,
      cashOnDelivery: row?.cash_on_delivery ?? false,
      orderType: row?.delivery_type ?? 'take_out',
    },
    offerCodes: row?.offer_codes ?? [],
  };
}
