// Dishes sold out at one outlet (migration 012) show as not available there; menu and cart reads join them.

/** The outlet whose sold-out dishes count as not available: named, or the one a customer orders from. */
export type SoldOutAt = { outletId: string } | { outletOfCustomer: string };

/** The SQL value of that outlet's id, its parameters added through `param`. */
export function soldOutOutlet(at: SoldOutAt | undefined, param: (value: unknown) => string): string {
  if (!at) return 'NULL::text';
  if ('outletId' in at) return `${param(at.outletId)}::text`;
  return `(SELECT outlet_id FROM customers WHERE id = ${param(at.outletOfCustomer)})`;
}
