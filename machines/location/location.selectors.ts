import type { Outlet } from '../../contract/outlet.ts';
import type { LocationContext } from './location.types.ts';

type PickupChoice = Pick<LocationContext, 'pickupOutlets' | 'selectedCity' | 'selectedOutletId'>;

/** The area select of the pickup panel: the take-away outlets of the selected city. */
export function areasOfSelectedCity(context: PickupChoice): Outlet[] {
  return context.pickupOutlets.filter((outlet) => outlet.city === context.selectedCity);
}

/** The outlet of the pickup confirmation card, when the selected area belongs to the selected city. */
export function selectedPickupOutlet(context: PickupChoice): Outlet | null {
  return areasOfSelectedCity(context).find((outlet) => outlet.id === context.selectedOutletId) ?? null;
}
