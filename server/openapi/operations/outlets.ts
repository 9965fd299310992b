import { NEAREST_OUTLET_MAX_KM } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { CityOutletsSchema, NearestOutletSchema, OutletListSchema, OutletSchema } from '../../../contract/outlet.ts';
import { operationsOf } from '../operation.ts';

const outlets = operationsOf('Outlets');

export const outletOperations = {
  nearest: outlets({
    summary: 'The active outlet nearest to the device',
    description: `Within ${NEAREST_OUTLET_MAX_KM} km; \`nearestLocation\` is null when no outlet is that close.`,
    data: NearestOutletSchema,
    msg: ['Success', MESSAGES.noOutletNearby],
  }),
  checkActive: outlets({
    summary: 'An outlet, with whether it is open now',
    data: OutletSchema,
    refusals: { 404: [MESSAGES.outletNotFound] },
  }),
  search: outlets({ summary: 'The delivery outlets of an area or city', data: OutletListSchema }),
  byCity: outlets({ summary: 'The take-away outlets and their cities', data: CityOutletsSchema }),
};
