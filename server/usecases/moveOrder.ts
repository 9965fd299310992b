import * as MESSAGES from '../../contract/messages.ts';
import type { OrderStatus } from '../../contract/order.ts';
import type { OrderMoved } from '../../contract/staff.ts';
import type { OrderActor } from '../../machines/order/order.types.ts';
import { type MovedOrder, moveOrderStatus, type OrderMoveRequest } from '../db/queries/orders.ts';
import type { AppDeps } from '../deps.ts';
import { moveText } from '../domain/orderTexts.ts';
import { type Refusal, refuse } from './refusal.ts';

export interface MoveToMake {
  /** The order's id or its number ('WF-000123'). */
  orderId: string;
  to: OrderStatus;
  by: OrderActor;
  /** The status the mover saw the order in (the console sends it): moved since, the move is refused. */
  from?: OrderStatus;
  /**
   * A member of staff's outlets: another outlet's order is not found. Nor is, by the staff or the point of sale, an
   * online order whose payment is not confirmed yet.
   */
  staffOutletIds?: readonly string[];
  /** The customer cancelling: another customer's order is not found. */
  customerId?: string;
  /** The point of sale's event id: sent twice, applied once. */
  posEventId?: string;
  reason?: string;
  prepMinutes?: number;
  rider_name?: string;
  rider_phone?: string;
  tracking_url?: string;
}

function scopeOf({ staffOutletIds, customerId }: MoveToMake): OrderMoveRequest['scope'] {
  if (staffOutletIds) return { outletIds: staffOutletIds };
  return customerId === undefined ? undefined : { customerId };
}

/** Texts the customer what the move means for them; a text that cannot go out does not undo the move. */
async function tellCustomer({ sms }: Pick<AppDeps, 'sms'>, order: MovedOrder, reason: string): Promise<void> {
  const text = moveText({ ...order, reason });
  if (!text) return;
  try {
    await sms.send(order.mobile, text);
  } catch (error) {
    console.error(
      `SMS to ${order.mobile} about ${order.number} failed:`,
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * Moves an order (the outlet, its point of sale or the customer): all of it in one transaction, or nothing
 * when refused (the lifecycle does not allow it, or the order is no longer where the mover saw it); then, once
 * committed, texts the customer. A point-of-sale event sent again changes nothing and texts nothing; it answers
 * the order as it is.
 */
export async function moveOrder(
  deps: Pick<AppDeps, 'db' | 'clock' | 'sms'>,
  move: MoveToMake,
): Promise<{ order: MovedOrder } | Refusal<400 | 404 | 409>> {
  const reason = move.reason ?? '';
  const outcome = await moveOrderStatus(
    deps.db,
    move.orderId,
    {
      to: move.to,
      by: move.by,
      from: move.from,
      reason,
      scope: scopeOf(move),
      posEventId: move.posEventId,
      details: {
        prepMinutes: move.prepMinutes,
        riderName: move.rider_name,
        riderPhone: move.rider_phone,
        trackingUrl: move.tracking_url,
      },
    },
    deps.clock(),
  );
  if (!outcome) return refuse(404, MESSAGES.orderNotFound);
  if (!outcome.ok) return refuse(outcome.status, outcome.refusal);
  if (!outcome.order.repeated) await tellCustomer(deps, outcome.order, reason);
  return { order: outcome.order };
}

/** The reply to a move: the order and its status now. */
export const orderMoved = (order: MovedOrder): OrderMoved => ({
  _id: order.id,
  order_id: order.number,
  status: order.status,
});
