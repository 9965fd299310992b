import { DELIVERY_RADIUS_KM, NEAREST_OUTLET_MAX_KM } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { CityOutletsSchema, NearestOutletSchema, OutletListSchema, OutletSchema } from '../../../contract/outlet.ts';
import { deliveryOutletClosed, noDeliveryHere } from '../../../contract/outletMessages.ts';
import { operationsOf } from '../operation.ts';
import { OUTLET_NAMED } from './sharedCalls.ts';

export const outletOperations = operationsOf('Outlets', {
  nearest: {
    summary: 'The active outlet nearest to the device, serving an order type',
    description:
      `With \`orderType\`: the nearest outlet open now that takes it, within ${DELIVERY_RADIUS_KM} km for delivery and ` +
      `${NEAREST_OUTLET_MAX_KM} km for take-away. Without: the nearest active outlet within ${NEAREST_OUTLET_MAX_KM} km. ` +
      'When none, `nearestLocation` is null, `reason` (also the `msg`) says why and, for delivery, ' +
      '`nearestTakeAway` is the nearest outlet open for take-away, with its distance.',
    data: NearestOutletSchema,
    msg: [
      'Success',
      MESSAGES.noOutletNearby,
      MESSAGES.noTakeAwayNearby,
      noDeliveryHere(DELIVERY_RADIUS_KM),
      deliveryOutletClosed('{name}', '{fromTime}'),
    ],
  },
  checkActive: {
    summary: 'An outlet, with whether it is open now',
    data: OutletSchema,
    ...OUTLET_NAMED,
  },
  search: { summary: 'The delivery outlets of an area or city', data: OutletListSchema },
  byCity: { summary: 'The take-away outlets and their cities', data: CityOutletsSchema },
});
