import * as MESSAGES from '../../../contract/messages.ts';
import { AppliedOfferSchema, OfferListSchema } from '../../../contract/offer.ts';
import { operationsOf } from '../operation.ts';
import { OFFER_REFUSALS } from './refusals.ts';

export const offerOperations = operationsOf('Offers', {
  list: { summary: 'The offers customers can use now', data: OfferListSchema },
  apply: {
    summary: "The cart's totals with an offer code",
    data: AppliedOfferSchema,
    msg: [MESSAGES.offerApplied],
    refusals: { 400: OFFER_REFUSALS, 404: [MESSAGES.offerUnknown] },
  },
});
