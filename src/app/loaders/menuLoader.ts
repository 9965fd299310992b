import type { LoaderFunctionArgs } from 'react-router';
import { fetchSuperCategories } from '../../api/menu.ts';
import { askPageMenuAhead } from '../../api/menuPage.ts';
import { ofStoredOutlet } from './outletLoaders.ts';

/**
 * The menu's strip of super-categories. The dishes are the menu's filters' (useMenuFilters.ts), asked here ahead
 * of them, for the same outlet, so that they come with the page's code rather than after its first render.
 */
export const menuLoader = ({ params }: LoaderFunctionArgs) => ({
  superCategories: ofStoredOutlet((storeId) => {
    askPageMenuAhead({ storeId, superCategoryId: params.filterId ?? '' });
    return fetchSuperCategories(storeId);
  }),
});
