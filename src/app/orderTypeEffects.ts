import * as v from 'valibot';
import { type OrderType, STORAGE_KEYS } from '../../contract/constants.ts';
import { OrderTypeSchema } from '../../contract/outlet.ts';
import type { OrderTypeActionParams } from '../../machines/orderType/orderType.types.ts';
import { tellServerOrderType } from './accountSync.ts';

/** Saved as the plain word (`delivery` or `take_out`), as the original site did. */
export function readStoredOrderType(): OrderType | null {
  const parsed = v.safeParse(OrderTypeSchema, localStorage.getItem(STORAGE_KEYS.orderType));
  return parsed.success ? parsed.output : null;
}

/** The browser's side of the order-type machine. */
export const orderTypeEffects = {
  actions: {
    storeOrderType: (_: unknown, { orderType }: OrderTypeActionParams['storeOrderType']) => {
      if (readStoredOrderType() !== orderType) tellServerOrderType(orderType);
      localStorage.setItem(STORAGE_KEYS.orderType, orderType);
    },
    clearStoredOutlet: () => localStorage.removeItem(STORAGE_KEYS.location),
  },
};
