import {
  DELIVERY_MINIMUM_RUPEES,
  DELIVERY_RADIUS_KM,
  QUANTITY_MAX,
  QUANTITY_MIN,
} from '../../../contract/constants.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { outletClosed } from '../../../contract/outletMessages.ts';
import { formatPaise } from '../../domain/price.ts';

// Refusals several calls share, from the server's rules (server/domain/); a text that names a
// figure of the moment shows it as {placeholder}.

/** A dish and its choices (cartLine.ts). */
export const LINE_REFUSALS = [
  MESSAGES.dishNotAvailable,
  MESSAGES.quantityOutOfRange(QUANTITY_MIN, QUANTITY_MAX),
  MESSAGES.notJainCapable,
  MESSAGES.addonNotOfDish,
  MESSAGES.tooFewAddons(2, 2),
  MESSAGES.tooFewAddons(1, 3),
  MESSAGES.tooManyAddons(1, 3),
];

/** An offer code that exists but does not apply to this cart now (cartTotals.ts). */
export const OFFER_REFUSALS = [
  MESSAGES.offerNotStarted,
  MESSAGES.offerExpired,
  MESSAGES.offerTakeAwayOnly,
  MESSAGES.offerUsedUp,
  MESSAGES.offerFirstOrderOnly,
  MESSAGES.offerMinimumOrder('{minimum}'),
];

/** An outlet that cannot take this order type now (checkout.ts). */
export const OUTLET_REFUSALS = [
  MESSAGES.outletNotTakingOrders,
  outletClosed({ fromTime: '{fromTime}', toTime: '{toTime}', closedUntil: null }),
  outletClosed({ fromTime: '{fromTime}', toTime: '{toTime}', closedUntil: '{closedUntil}' }),
  MESSAGES.orderTypeNotOffered,
];

/** Placing the cart as an order, whatever pays it (server/usecases/placeOrder.ts). */
export const PLACEMENT_REFUSALS = {
  400: [
    MESSAGES.pleaseSelectAddress,
    MESSAGES.deliveryTooFar(DELIVERY_RADIUS_KM),
    MESSAGES.deliveryMinimum(formatPaise(DELIVERY_MINIMUM_RUPEES * 100), '{short}'),
    ...OFFER_REFUSALS,
  ],
  404: [MESSAGES.outletNotFound, MESSAGES.addressNotFound, MESSAGES.offerUnknown],
  409: [
    MESSAGES.cartIsEmpty,
    MESSAGES.dishInCartNotAvailable('{dish}'),
    MESSAGES.dishChoicesInCartRefused('{dish}', MESSAGES.tooFewAddons(2, 2)),
    MESSAGES.pricesChanged,
    ...OUTLET_REFUSALS,
  ],
};

/** A move of an order (server/usecases/moveOrder.ts): the lifecycle's refusal says where the order is, e.g. */
export const MOVE_REFUSALS = {
  400: [MESSAGES.prepMinutesRequired, MESSAGES.riderNameRequired],
  404: [MESSAGES.orderNotFound],
  409: [
    MESSAGES.orderAlready('accepted'),
    MESSAGES.orderEnded('cancelled'),
    MESSAGES.orderNotYet('accepted', 'delivered'),
    MESSAGES.orderTooLateFor('dispatched', 'cancelled'),
    MESSAGES.notThisOrderType('take_out'),
  ],
};
