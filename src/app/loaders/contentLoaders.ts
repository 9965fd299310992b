import { fetchOffers } from '../../api/offers.ts';
import { fetchAbout, fetchMediaGallery, fetchStoreList } from '../../api/pages.ts';
import { orNothing } from './orNothing.ts';

// The pages anyone may read: each loader starts its call and returns at once, the page shows its skeleton.

export const aboutLoader = () => ({ about: orNothing(fetchAbout()) });

export const mediaLoader = () => ({ gallery: orNothing(fetchMediaGallery()) });

export const storeListLoader = () => ({ cities: orNothing(fetchStoreList()) });

/** The offers of the moment: the offer page's list, and the cart page's for its coupon panel. */
export const offersLoader = () => ({ offers: orNothing(fetchOffers()) });
