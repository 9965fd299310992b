import { DELIVERY_RADIUS_KM, NEAREST_OUTLET_MAX_KM, type OrderType } from '../../contract/constants.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { NearbyOutlet, NearestOutletAnswer, Outlet } from '../../contract/outlet.ts';
import { deliveryOutletClosed, noDeliveryHere } from '../../contract/outletMessages.ts';
import { type Coordinates, distanceKm } from './distance.ts';

/** How far each order type reaches: delivery as far as riders go, take-away as far as "nearest" means. */
const REACH_KM: Record<OrderType, number> = { delivery: DELIVERY_RADIUS_KM, take_out: NEAREST_OUTLET_MAX_KM };

const takes = (outlet: Outlet, orderType: OrderType) =>
  (orderType === 'delivery' ? outlet.delivery : outlet.pickup) === 'Enabled';

const roundedKm = (km: number) => Math.round(km * 10) / 10;

/** The outlets within `maxKm` of the device, nearest first, each with its distance. */
function byDistance(outlets: readonly Outlet[], device: Coordinates, maxKm: number): NearbyOutlet[] {
  return outlets
    .map((outlet) => ({ outlet, distanceKm: distanceKm(device, outlet) }))
    .filter((nearby) => nearby.distanceKm <= maxKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .map((nearby) => ({ outlet: nearby.outlet, distanceKm: roundedKm(nearby.distanceKm) }));
}

/** The nearest of `active` outlets open now that take `orderType` within its reach of the device. */
function nearestServing(active: readonly Outlet[], device: Coordinates, orderType: OrderType): NearbyOutlet | null {
  const serving = active.filter((outlet) => outlet.isOpen && takes(outlet, orderType));
  return byDistance(serving, device, REACH_KM[orderType])[0] ?? null;
}

/** Why no outlet delivers at the device: the nearest delivering outlet in reach is closed, or none is in reach. */
function whyNoDelivery(active: readonly Outlet[], device: Coordinates): string {
  const closed = byDistance(
    active.filter((outlet) => takes(outlet, 'delivery')),
    device,
    DELIVERY_RADIUS_KM,
  )[0];
  return closed ? deliveryOutletClosed(closed.outlet.name, closed.outlet.fromTime) : noDeliveryHere(DELIVERY_RADIUS_KM);
}

const found = (nearby: NearbyOutlet): NearestOutletAnswer => ({
  nearestLocation: nearby.outlet,
  distanceKm: nearby.distanceKm,
  reason: null,
  nearestTakeAway: null,
});

const none = (reason: string, nearestTakeAway: NearbyOutlet | null = null): NearestOutletAnswer => ({
  nearestLocation: null,
  distanceKm: null,
  reason,
  nearestTakeAway,
});

/**
 * The outlet nearest to the device among the chain's active outlets (`active`). For an order type: the nearest
 * open now that takes it, within 6 km for delivery; when none delivers, why, and the nearest open for take-away.
 * Without one: the nearest active outlet within 30 km, whatever it serves.
 */
export function nearestOutletFor(
  active: readonly Outlet[],
  device: Coordinates,
  orderType: OrderType | undefined,
): NearestOutletAnswer {
  if (orderType === undefined) {
    const nearest = byDistance(active, device, NEAREST_OUTLET_MAX_KM)[0];
    return nearest ? found(nearest) : none(MESSAGES.noOutletNearby);
  }
  const serving = nearestServing(active, device, orderType);
  if (serving) return found(serving);
  if (orderType === 'take_out') return none(MESSAGES.noTakeAwayNearby);
  return none(whyNoDelivery(active, device), nearestServing(active, device, 'take_out'));
}
