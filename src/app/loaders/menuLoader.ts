import type { LoaderFunctionArgs } from 'react-router';
import { fetchSuperCategories } from '../../api/menu.ts';
import { askPageMenuAhead } from '../../api/menuPage.ts';
import { readStoredLocation } from '../storage.ts';
import { ofStoredOutlet } from './outletLoaders.ts';

/**
 * The menu's strip of super-categories. The dishes are the menu's filters' (useMenuFilters.ts), asked here ahead
 * of them so that they come with the page's code rather than after its first render.
 */
export const menuLoader = ({ params }: LoaderFunctionArgs) => {
  const outlet = readStoredLocation().outlet;
  if (outlet !== null) askPageMenuAhead({ storeId: outlet.id, superCategoryId: params.filterId ?? '' });
  return { superCategories: ofStoredOutlet(fetchSuperCategories) };
};
