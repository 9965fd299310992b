import * as MESSAGES from '../../../contract/messages.ts';
import { AppliedOfferSchema, OfferListSchema } from '../../../contract/offer.ts';
import { operationsOf } from '../operation.ts';
import { OFFER_REFUSALS } from './refusals.ts';

const offers = operationsOf('Offers');

export const offerOperations = {
  list: offers({ summary: 'The offers customers can use now', data: OfferListSchema }),
  apply: offers({
    summary: "The cart's totals with an offer code",
    data: AppliedOfferSchema,
    msg: [MESSAGES.offerApplied],
    refusals: { 400: OFFER_REFUSALS, 404: [MESSAGES.offerUnknown] },
  }),
};
