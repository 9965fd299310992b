import * as v from 'valibot';

export const PLACE_KINDS = ['locality', 'outlet'] as const;

/** A named point for the offline map: GeoJSON, so coordinates are [longitude, latitude]. */
export const PlaceFeatureSchema = v.object({
  type: v.literal('Feature'),
  geometry: v.object({ type: v.literal('Point'), coordinates: v.tuple([v.number(), v.number()]) }),
  properties: v.object({ name: v.string(), city: v.string(), kind: v.picklist(PLACE_KINDS) }),
});
export type PlaceFeature = v.InferOutput<typeof PlaceFeatureSchema>;

/** `GET map/places`: plain GeoJSON, no envelope, so a map library can load it as a source by its URL. */
export const MapPlacesSchema = v.object({
  type: v.literal('FeatureCollection'),
  features: v.array(PlaceFeatureSchema),
});
export type MapPlaces = v.InferOutput<typeof MapPlacesSchema>;
