import * as MESSAGES from '../../contract/messages.ts';
import { payableOrder } from '../db/queries/payments.ts';
import type { StoreDeps } from '../deps.ts';
import { type OrderToPlace, type Placement, placeOrder } from './placeOrder.ts';
import { type Refusal, refuse } from './refusal.ts';

/**
 * Places the cart as an order paid from the wallet, in the same transaction ('Your wallet balance is not
 * enough for this order' places nothing). A checkout already placed and paid otherwise is refused.
 */
export async function payOrderFromWallet(
  deps: StoreDeps,
  { customerId, request }: Omit<OrderToPlace, 'payment'>,
): Promise<Placement | Refusal<409>> {
  const payment = { type: 'WALLET', status: 'Success' } as const;
  const result = await placeOrder(deps, { customerId, request, payment });
  if ('refusal' in result) return result;
  const order = await payableOrder(deps.db, customerId, result.placed._id);
  return order?.payment_type === 'WALLET' ? result : refuse(409, MESSAGES.checkoutPaidOtherwise);
}
