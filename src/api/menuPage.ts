import type { SortBy } from '../../contract/constants.ts';
import {
  type FilterProductsRequest,
  type Product,
  type ProductGroup,
  ProductGroupListSchema,
  ProductListSchema,
} from '../../contract/menu.ts';
import { api, body } from './client.ts';
import { storeBody } from './menu.ts';

// The menu page's calls: its dishes, whole or of one super-category, and their filtered and sorted list.

/** The outlet's whole menu, grouped by category. */
function fetchMenu(storeId: string): Promise<ProductGroup[]> {
  return api.post('product', ProductGroupListSchema, storeBody(storeId));
}

/** The dishes of one super-category, grouped by category. */
function fetchSuperCategoryMenu(superCategoryId: string, storeId: string): Promise<ProductGroup[]> {
  return api.post(
    `getProductOrCategoryBySuperCategory/${encodeURIComponent(superCategoryId)}`,
    ProductGroupListSchema,
    storeBody(storeId),
  );
}

/** The menu page's dishes: an outlet's whole menu, or one super-category's. */
export type PageMenuRequest = Pick<ProductFilter, 'storeId' | 'superCategoryId'>;

const askPageMenu = ({ storeId, superCategoryId }: PageMenuRequest) =>
  superCategoryId === '' ? fetchMenu(storeId) : fetchSuperCategoryMenu(superCategoryId, storeId);

/**
 * How long a menu asked ahead stays the page's: the page takes it within this time, and the route's loaders, when
 * they run again meanwhile (as a new visitor's outlet settles), do not ask for it again.
 */
const ASKED_AHEAD_FOR_MS = 10_000;
const askedAhead = new Map<string, { at: number; menu?: Promise<ProductGroup[]> }>();
const aheadKey = ({ storeId, superCategoryId }: PageMenuRequest) => `${storeId}/${superCategoryId}`;
const recent = (ahead?: { at: number }) => ahead && Date.now() - ahead.at < ASKED_AHEAD_FOR_MS;

/**
 * Asks for a menu page's dishes ahead of the page, from the route's loader, while the page's code arrives and
 * renders: the page's first ask (fetchPageMenu) takes this answer instead of asking only once it has rendered.
 * A failure is reported by the page that takes it.
 */
export function askPageMenuAhead(request: PageMenuRequest): void {
  const key = aheadKey(request);
  if (recent(askedAhead.get(key))) return;
  const menu = askPageMenu(request);
  menu.catch(() => undefined);
  askedAhead.set(key, { at: Date.now(), menu });
}

/** The menu page's dishes: those asked ahead for it, taken once and only while recent, or asked now. */
export function fetchPageMenu(request: PageMenuRequest): Promise<ProductGroup[]> {
  const ahead = askedAhead.get(aheadKey(request));
  const menu = recent(ahead) && ahead?.menu;
  if (ahead) ahead.menu = undefined;
  return menu || askPageMenu(request);
}

export interface ProductFilter {
  storeId: string;
  sortBy: SortBy;
  /** Category names. */
  categories: readonly string[];
  search: string;
  /** Empty for the whole menu. */
  superCategoryId: string;
}

/** Filtered and sorted dishes as one flat list. */
export function filterProducts(filter: ProductFilter): Promise<Product[]> {
  return api.post(
    'filterProducts',
    ProductListSchema,
    body<typeof FilterProductsRequest>({
      storeId: filter.storeId,
      sortBy: filter.sortBy,
      categories: [...filter.categories],
      search: filter.search,
      superCategoryValue: filter.superCategoryId,
    }),
  );
}
