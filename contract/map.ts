import * as v from 'valibot';

export const PLACE_KINDS = ['locality', 'outlet'] as const;

/** A named point for the offline map: GeoJSON, so coordinates are [longitude, latitude]. */
export const PlaceFeatureSchema = v.object({
  type: v.literal('Feature'),
  geometry: v.object({ type: v.literal('Point'), coordinates: v.tuple([v.number(), v.number()]) }),
  properties: v.object({
    name: v.string(),
    city: v.string(),
    kind: v.picklist(PLACE_KINDS),
    /** A locality's 6-digit pin code; an outlet's is '' (its locality has it). */
    pinCode: v.string(),
  }),
});
export type PlaceFeature = v.InferOutput<typeof PlaceFeatureSchema>;

/** `GET map/places`: plain GeoJSON, no envelope, so a map library can load it as a source by its URL. */
export const MapPlacesSchema = v.object({
  type: v.literal('FeatureCollection'),
  features: v.array(PlaceFeatureSchema),
});
export type MapPlaces = v.InferOutput<typeof MapPlacesSchema>;

/** Set in the offline style's metadata: the map names its places itself, as it has no glyphs to draw text. */
export const OFFLINE_STYLE_KEY = 'wokflow:offline';
