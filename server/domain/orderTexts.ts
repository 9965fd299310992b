import type { OrderType } from '../../contract/constants.ts';
import type { OrderStatus } from '../../contract/order.ts';
import { outletClockTime } from '../../contract/outletClock.ts';
import { formatPaise } from './price.ts';

/** An order just moved, as its text to the customer needs it. */
export interface MoveToTell {
  number: string;
  orderType: OrderType;
  status: OrderStatus;
  eta: Date | null;
  riderName: string | null;
  riderPhone: string | null;
  trackingUrl: string | null;
  refundedPaise: number;
  reason: string;
}

/** The reason as a sentence of the text: one full stop, whether or not the staff typed theirs ('Out of paneer.'). */
const because = (reason: string) => (reason ? ` Reason: ${reason.replace(/[.\s]+$/, '')}.` : '');
const refunded = (paise: number) =>
  paise > 0 ? ` ${formatPaise(paise)} has been refunded to your Wokflow wallet.` : '';

function accepted({ number, orderType, eta }: MoveToTell): string {
  const when = eta
    ? ` It will be ${orderType === 'delivery' ? 'at your door' : 'ready'} by about ${outletClockTime(eta)}.`
    : '';
  return `Wokflow: your order ${number} is accepted.${when}`;
}

function dispatched({ number, riderName, riderPhone, trackingUrl }: MoveToTell): string {
  const rider = `${riderName ?? 'our rider'}${riderPhone ? ` (${riderPhone})` : ''}`;
  return `Wokflow: your order ${number} is on its way with ${rider}.${trackingUrl ? ` Track it: ${trackingUrl}` : ''}`;
}

/** The text a move sends the customer, or null for the moves that send none (preparing, delivered, settled). */
export function moveText(move: MoveToTell): string | null {
  switch (move.status) {
    case 'accepted':
      return accepted(move);
    case 'dispatched':
      return dispatched(move);
    case 'ready':
      return `Wokflow: your order ${move.number} is ready for collection at the counter.`;
    case 'rejected':
      return `Wokflow: sorry, your order ${move.number} is rejected.${because(move.reason)}${refunded(move.refundedPaise)}`;
    case 'cancelled':
      return `Wokflow: your order ${move.number} is cancelled.${because(move.reason)}${refunded(move.refundedPaise)}`;
    default:
      return null;
  }
}
