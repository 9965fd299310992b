import { fetchContent } from '../../api/content.ts';
import { fetchOffers } from '../../api/offers.ts';
import { fetchAbout, fetchMediaGallery, fetchStoreList } from '../../api/pages.ts';
import { orNothing } from './orNothing.ts';

// The pages anyone may read: each loader starts its call and returns at once, the page shows its skeleton.

export const aboutLoader = () => ({ about: orNothing(fetchAbout()) });

export const mediaLoader = () => ({ gallery: orNothing(fetchMediaGallery()) });

export const storeListLoader = () => ({ cities: orNothing(fetchStoreList()) });

/** The offer page's list; the cart's coupon panel reads it too, through a fetcher, each time it opens. */
export const offersLoader = () => ({ offers: orNothing(fetchOffers()) });

/** The layout's footer: the chain's cities and app links, the same for every outlet. */
export const layoutLoader = () => ({ content: orNothing(fetchContent().then(({ ContentData }) => ContentData)) });
