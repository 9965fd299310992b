import type { OrderType } from '../../contract/constants.ts';
import type { Outlet } from '../../contract/outlet.ts';

export function offersDelivery(outlet: Outlet): boolean {
  return outlet.delivery === 'Enabled';
}

export function offersPickup(outlet: Outlet): boolean {
  return outlet.pickup === 'Enabled';
}

export function offersOrderType(outlet: Outlet, orderType: OrderType): boolean {
  return orderType === 'delivery' ? offersDelivery(outlet) : offersPickup(outlet);
}
