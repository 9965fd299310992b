import * as v from 'valibot';
import { MapPlacesSchema } from '../../../contract/map.ts';
import { operationsOf } from '../operation.ts';
import { replySchema } from '../schemas.ts';

/** The parts of a MapLibre style the offline map fills in (server/routes/map.ts); the style spec has the rest. */
const MapStyle = v.looseObject({
  version: v.literal(8),
  name: v.string(),
  sources: v.record(v.string(), v.looseObject({ type: v.string() })),
  layers: v.array(v.looseObject({ id: v.string(), type: v.string() })),
});

const DAY_CACHED = 'Kept by browsers for a day.';

export const mapOperations = operationsOf('Map', {
  style: {
    summary: "The address map's MapLibre style",
    responses: {
      200: {
        description: `Without \`MAP_STYLE_URL\`: the server's own offline style, a plain ground and the places as dots. ${DAY_CACHED}`,
        content: { 'application/json': { schema: replySchema(MapStyle) } },
      },
      302: {
        description: 'With `MAP_STYLE_URL`: to that style.',
        headers: { Location: { description: 'The configured style', schema: { type: 'string' } } },
      },
    },
  },
  places: {
    summary: "The served cities' localities and the active outlets, as GeoJSON",
    responses: {
      200: {
        description: DAY_CACHED,
        content: { 'application/json': { schema: replySchema(MapPlacesSchema) } },
      },
    },
  },
});
