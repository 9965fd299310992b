import { fetchContent, fetchSlides } from '../../api/content.ts';
import { fetchSuperCategories } from '../../api/menu.ts';
import { readStoredLocation } from '../storage.ts';
import { orNothing } from './orNothing.ts';

// The pages of the chosen outlet. They read the outlet this browser has saved; until there is one their
// data is nothing (the page keeps its skeleton), and the layout runs them again when the shop settles on
// another outlet (useOutletPagesFollow.ts).

export const ofStoredOutlet = <T>(load: (storeId: string) => Promise<T>): Promise<T | null> => {
  const outlet = readStoredLocation().outlet;
  return outlet === null ? Promise.resolve(null) : orNothing(load(outlet.id));
};

/** The home page: the outlet's super-categories, and the chain's banners and content blocks (asked once a page load). */
export const homeLoader = () => ({
  superCategories: ofStoredOutlet(fetchSuperCategories),
  slides: orNothing(fetchSlides()),
  content: orNothing(fetchContent()),
});
