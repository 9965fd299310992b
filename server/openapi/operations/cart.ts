import * as v from 'valibot';
import { CartSchema, QuantityReplySchema } from '../../../contract/cart.ts';
import { ProductListSchema } from '../../../contract/menu.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { OfferCode } from '../../../contract/offer.ts';
import { operationsOf } from '../operation.ts';
import { parameter } from '../schemas.ts';
import { LINE_REFUSALS, OFFER_REFUSALS } from './refusals.ts';
import { notFound } from './sharedCalls.ts';

const LINE_GONE = notFound(MESSAGES.cartLineNotFound);

export const cartOperations = operationsOf('Cart', {
  add: {
    summary: 'Add a dish to the cart',
    description:
      "Only the add-ons' ids count: their rates come from the catalogue. The same dish with the same choices adds one to its line.",
    data: v.null(),
    msg: [MESSAGES.addedToCart],
    refusals: {
      400: LINE_REFUSALS,
      404: [MESSAGES.outletNotFound, MESSAGES.dishNotFound],
      409: [MESSAGES.outletNotTakingOrders],
    },
  },
  read: {
    summary: 'The cart, priced now',
    description:
      'With the offer of the `code` header when it applies; when it does not (another order type, a smaller cart), `msg` and `offer_refusal` say why and the totals have no discount. ' +
      "A line whose dish is sold out at the customer's outlet or taken off the menu has `product.isDeleted` true: checkout refuses it.",
    parameters: [
      parameter({
        in: 'header',
        name: 'code',
        schema: OfferCode,
        description: 'The applied offer code',
        required: false,
      }),
    ],
    data: CartSchema,
    msg: ['Success', MESSAGES.offerUnknown, ...OFFER_REFUSALS],
  },
  changeQuantity: {
    summary: "Set a line's quantity",
    description: "A line whose dish is sold out at the customer's outlet, or off the menu, only goes down.",
    data: QuantityReplySchema,
    refusals: { 400: [MESSAGES.dishNotAvailable], ...LINE_GONE },
  },
  changeLine: {
    summary: "Change a line's Jain choice and add-ons",
    data: CartSchema,
    refusals: { 400: LINE_REFUSALS, ...LINE_GONE },
  },
  deleteLine: { summary: 'Remove a line', data: v.null(), refusals: LINE_GONE },
  recommendations: { summary: 'The most popular dishes the cart does not hold', data: ProductListSchema },
  clear: { summary: 'Empty the cart', data: v.null() },
});
