import { DELIVERY_RADIUS_KM, NEAREST_OUTLET_MAX_KM } from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { CityOutletsSchema, NearestOutletSchema, OutletListSchema, OutletSchema } from '../../../contract/outlet.ts';
import { deliveryOutletClosed, noDeliveryHere } from '../../../contract/outletMessages.ts';
import { STREAMS_PER_ADDRESS } from '../../live/streamQuota.ts';
import { operationsOf } from '../operation.ts';
import { refusal } from '../replies.ts';
import { EVENT_STREAM_OPEN } from './liveEvents.ts';
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
  events: {
    summary: "The live events of an outlet's menu and hours, for an open menu or cart",
    description:
      '`text/event-stream`, with no sign-in: event `outlet` (its `data` a LiveEvent) each time the staff close or ' +
      'open the outlet, pause or resume delivery or take-away, or mark a dish sold out or available again; `resync` ' +
      "after a gap in the server's notifications. The reader reads the outlet, its menu or the cart again, and does " +
      'so on every (re)connection too: events carry no id. A comment line every 20 s keeps the stream open. One ' +
      `client address holds at most ${STREAMS_PER_ADDRESS} such streams open at once.`,
    responses: {
      200: EVENT_STREAM_OPEN,
      404: refusal('Not found', [MESSAGES.outletNotFound]),
      429: refusal('Refused: this address holds as many streams open as it may', [MESSAGES.tooManyLiveStreams]),
    },
  },
});
