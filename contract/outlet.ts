import * as v from 'valibot';
import { ORDER_TYPES, OUTLET_FLAGS } from './constants.ts';

const flag = v.picklist(OUTLET_FLAGS);

/** An outlet as the browser stores it under `location` (spec section 3). */
export const OutletSchema = v.object({
  id: v.string(),
  _id: v.string(),
  name: v.string(),
  masterName: v.string(),
  city: v.string(),
  area: v.string(),
  address: v.string(),
  outletType: v.string(),
  delivery: flag,
  pickup: flag,
  is_active: v.boolean(),
  isOpen: v.boolean(),
  fromTime: v.string(),
  toTime: v.string(),
  latitude: v.number(),
  longitude: v.number(),
  first_number: v.string(),
  second_number: v.nullable(v.string()),
});
export type Outlet = v.InferOutput<typeof OutletSchema>;

export const NearestOutletSchema = v.object({ nearestLocation: v.nullable(OutletSchema) });
export const OutletListSchema = v.array(OutletSchema);
export const CityOutletsSchema = v.object({
  StoreData: v.array(OutletSchema),
  cityData: v.array(v.string()),
});
export type CityOutlets = v.InferOutput<typeof CityOutletsSchema>;

// Requests
const trimmed = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

export const NearestOutletRequest = v.object({
  latitude: v.pipe(v.unknown(), v.transform(Number), v.number('latitude must be a number'), v.minValue(-90, 'latitude must be between -90 and 90'), v.maxValue(90, 'latitude must be between -90 and 90')),
  longitude: v.pipe(v.unknown(), v.transform(Number), v.number('longitude must be a number'), v.minValue(-180, 'longitude must be between -180 and 180'), v.maxValue(180, 'longitude must be between -180 and 180')),
});
export const StoreIdRequest = v.object({ storeId: trimmed('storeId is required') });
export const AreaSearchRequest = v.object({
  search: v.pipe(trimmed('Please enter area / city'), v.maxLength(100, 'search is too long')),
});
export const OrderTypeSchema = v.picklist(ORDER_TYPES);
