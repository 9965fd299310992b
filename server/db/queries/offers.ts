import type { Offer as OfferView } from '../../../contract/offer.ts';
import type { Offer } from '../../domain/cartTotals.ts';
import type { Db } from '../db.ts';

interface OfferRow {
  code: string;
  title: string;
  description: string;
  terms: string;
  image: string;
  kind: Offer['kind'];
  value: number;
  min_order_paise: number;
  max_discount_paise: number | null;
  valid_from: Date;
  valid_to: Date;
  take_away_only: boolean;
  first_order_only: boolean;
  uses_per_customer: number;
}

const toView = (row: OfferRow): OfferView => ({
  _id: row.code,
  code: row.code,
  title: row.title,
  description: row.description,
  terms: row.terms,
  image: row.image,
});

/** The offers customers can use at `at` (an SQL value), in the chain's order: for `SELECT ... FROM offers`. */
export const usableOffers = (at: string) => `WHERE valid_from <= ${at} AND valid_to >= ${at} ORDER BY sort_order, code`;

/** The offers customers can use now, in the chain's order. */
export async function currentOffers(db: Db, now: Date): Promise<OfferView[]> {
  const rows = await db.query<OfferRow>(`SELECT * FROM offers ${usableOffers('$1')}`, [now]);
  return rows.map(toView);
}

/** The offer's rules; `code` is already upper case. */
export async function findOffer(db: Db, code: string): Promise<Offer | null> {
  const [row] = await db.query<OfferRow>('SELECT * FROM offers WHERE code = $1', [code]);
  if (!row) return null;
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    minOrderPaise: row.min_order_paise,
    maxDiscountPaise: row.max_discount_paise,
    validFrom: new Date(row.valid_from),
    validTo: new Date(row.valid_to),
    takeAwayOnly: row.take_away_only,
    firstOrderOnly: row.first_order_only,
    usesPerCustomer: row.uses_per_customer,
  };
}

/** An order that went through: neither rejected by the outlet nor cancelled. */
const WENT_THROUGH = "status NOT IN ('rejected', 'cancelled')";

/**
 * What the offer's limits count of a customer: their orders that used the code, and all their orders, leaving out
 * those rejected or cancelled (a cancelled first order leaves the first-order offer to the next).
 */
export async function offerUsesOf(db: Db, customerId: string, code: string) {
  const [row] = await db.query<{ uses: string | number; orders: string | number }>(
    `SELECT
       (SELECT count(*) FROM offer_redemptions AS r LEFT JOIN orders AS o ON o.id = r.order_id
        WHERE r.customer_id = $1 AND r.offer_code = $2 AND (o.id IS NULL OR o.${WENT_THROUGH})) AS uses,
       (SELECT count(*) FROM orders WHERE customer_id = $1 AND ${WENT_THROUGH}) AS orders`,
    [customerId, code],
  );
  return { usesByCustomer: Number(row?.uses ?? 0), ordersByCustomer: Number(row?.orders ?? 0) };
}
