import type { Outlet } from '../../contract/outlet.ts';

export function offersDelivery(outlet: Outlet): boolean {
  return outlet.delivery === 'Enabled';
}

export function offersPickup(outlet: Outlet): boolean {
  return outlet.pickup === 'Enabled';
}
