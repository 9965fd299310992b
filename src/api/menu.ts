import type { SortBy } from '../../contract/constants.ts';
import {
  type FilterProductsRequest,
  type Product,
  type ProductGroup,
  ProductGroupListSchema,
  ProductListSchema,
  type StoreRequest,
  type SuperCategory,
  SuperCategoryListSchema,
} from '../../contract/menu.ts';
import { api, body } from './client.ts';

const storeBody = (storeId: string) => body<typeof StoreRequest>({ storeId });

export function fetchSuperCategories(storeId: string): Promise<SuperCategory[]> {
  return api.post('superCategory', SuperCategoryListSchema, storeBody(storeId));
}

/** The outlet's whole menu, grouped by category. */
export function fetchMenu(storeId: string): Promise<ProductGroup[]> {
  return api.post('product', ProductGroupListSchema, storeBody(storeId));
}

/** The dishes of one super-category, grouped by category. */
export function fetchSuperCategoryMenu(superCategoryId: string, storeId: string): Promise<ProductGroup[]> {
  return api.post(
    `getProductOrCategoryBySuperCategory/${encodeURIComponent(superCategoryId)}`,
    ProductGroupListSchema,
    storeBody(storeId),
  );
}

export function searchProducts(term: string, storeId: string): Promise<Product[]> {
  return api.get(`searchProducts/${encodeURIComponent(term)}/${encodeURIComponent(storeId)}`, ProductListSchema);
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
