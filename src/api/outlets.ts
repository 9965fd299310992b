import {
  type AreaSearchRequest,
  type CityOutlets,
  CityOutletsSchema,
  type NearestOutletRequest,
  NearestOutletSchema,
  type Outlet,
  OutletListSchema,
  OutletSchema,
  type StoreIdRequest,
} from '../../contract/outlet.ts';
import { api, body } from './client.ts';

/** The active outlet nearest to the device, or null when none is close enough. */
export async function fetchNearestOutlet(latitude: number, longitude: number): Promise<Outlet | null> {
  const reply = await api.post(
    'getNearestOutlet',
    NearestOutletSchema,
    body<typeof NearestOutletRequest>({ latitude, longitude }),
  );
  return reply.nearestLocation;
}

/** The outlet as it is now: open or closed, which order types it takes. */
export function checkOutletActive(storeId: string): Promise<Outlet> {
  return api.post('outlet/checkActive', OutletSchema, body<typeof StoreIdRequest>({ storeId }));
}

/** Delivery outlets serving an area, locality or city. */
export function searchDeliveryOutlets(search: string): Promise<Outlet[]> {
  return api.post('outlet/search', OutletListSchema, body<typeof AreaSearchRequest>({ search }));
}

/** Take-away outlets and their cities. */
export function fetchPickupOutlets(): Promise<CityOutlets> {
  return api.get('GetAllCityOutlet', CityOutletsSchema);
}
