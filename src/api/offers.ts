import { OfferListSchema } from '../../contract/offer.ts';
import { api } from './client.ts';

/** The offers customers can use now; sent without token. */
export function fetchOffers() {
  return api.get('getAllOffers', OfferListSchema);
}
