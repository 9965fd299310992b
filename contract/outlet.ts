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

/** A coordinate sent as a number or a numeric string; blank or non-numeric text is refused, never read as 0. */
export const coordinate = (name: string, limit: number) =>
  v.pipe(
    v.union(
      [v.number(), v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/, `${name} must be a number`))],
      `${name} must be a number`,
    ),
    v.transform(Number),
    v.number(`${name} must be a number`),
    v.minValue(-limit, `${name} must be between -${limit} and ${limit}`),
    v.maxValue(limit, `${name} must be between -${limit} and ${limit}`),
  );

export const NearestOutletRequest = v.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
});
export const StoreIdRequest = v.object({ storeId: trimmed('storeId is required') });
export const AreaSearchRequest = v.object({
  search: v.pipe(trimmed('Please enter area / city'), v.maxLength(100, 'search is too long')),
});
export const OrderTypeSchema = v.picklist(ORDER_TYPES);
