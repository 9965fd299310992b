import type { OrderType, PaymentMethod } from '../../../contract/constants.ts';

export const ORDER_TYPE_LABELS: Record<OrderType, string> = { delivery: 'Delivery', take_out: 'Take Away' };

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash On Delivery',
  Online_Payment: 'Pay Online',
  Wallet: 'Wallet',
};

/** A cart line the outlet no longer sells (sold out, or off its menu). Only the cart page says it: not in messages.ts, which the first screen loads. */
export const NOT_AVAILABLE_HERE = 'Not available at this outlet — remove it to check out';
