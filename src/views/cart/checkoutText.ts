import type { OrderType, PaymentMethod } from '../../../contract/constants.ts';

export const ORDER_TYPE_LABELS: Record<OrderType, string> = { delivery: 'Delivery', take_out: 'Take Away' };

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  COD: 'Cash On Delivery',
  Online_Payment: 'Pay Online',
  Wallet: 'Wallet',
};
