import * as v from 'valibot';
import { ORDER_TYPES, OUTLET_FLAGS } from './constants.ts';
import { requiredText } from './textRules.ts';

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
  /**
   * Closed by its staff while its hours have it open: until when ('11:00 AM tomorrow'); null otherwise. Optional,
   * for the outlet a browser stored before the field came.
   */
  closedUntil: v.optional(v.nullable(v.string()), null),
  latitude: v.number(),
  longitude: v.number(),
  first_number: v.string(),
  second_number: v.nullable(v.string()),
});
export type Outlet = v.InferOutput<typeof OutletSchema>;

/** An outlet and how far it is from the device, in km to one decimal. */
export const NearbyOutletSchema = v.object({ outlet: OutletSchema, distanceKm: v.number() });
export type NearbyOutlet = v.InferOutput<typeof NearbyOutletSchema>;

export const NearestOutletSchema = v.object({
  nearestLocation: v.nullable(OutletSchema),
  /** How far `nearestLocation` is, in km to one decimal; null with it. */
  distanceKm: v.nullable(v.number()),
  /** Why no outlet serves the order type asked for at the device; null when one does. */
  reason: v.nullable(v.string()),
  /** Delivery asked for and no outlet delivers: the nearest outlet open for take-away, to offer instead. */
  nearestTakeAway: v.nullable(NearbyOutletSchema),
});
export type NearestOutletAnswer = v.InferOutput<typeof NearestOutletSchema>;
export const OutletListSchema = v.array(OutletSchema);
export const CityOutletsSchema = v.object({
  StoreData: v.array(OutletSchema),
  cityData: v.array(v.string()),
});
export type CityOutlets = v.InferOutput<typeof CityOutletsSchema>;

// Requests
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

export const OrderTypeSchema = v.picklist(ORDER_TYPES, 'orderType must be delivery or take_out');

export const NearestOutletRequest = v.object({
  latitude: coordinate('latitude', 90),
  longitude: coordinate('longitude', 180),
  /** The order type the outlet must serve now; absent: the nearest active outlet, whatever it serves. */
  orderType: v.optional(OrderTypeSchema),
});
export const StoreIdRequest = v.object({ storeId: requiredText('storeId is required') });
export const AreaSearchRequest = v.object({
  search: v.pipe(requiredText('Please enter area / city'), v.maxLength(100, 'search is too long')),
});
