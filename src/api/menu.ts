import {
  type Product,
  ProductListSchema,
  type StoreRequest,
  type SuperCategory,
  SuperCategoryListSchema,
} from '../../contract/menu.ts';
import { api, body } from './client.ts';

/** The body of a call about one outlet. */
export const storeBody = (storeId: string) => body<typeof StoreRequest>({ storeId });

export function fetchSuperCategories(storeId: string): Promise<SuperCategory[]> {
  return api.post('superCategory', SuperCategoryListSchema, storeBody(storeId));
}

export function searchProducts(term: string, storeId: string): Promise<Product[]> {
  return api.get(`searchProducts/${encodeURIComponent(term)}/${encodeURIComponent(storeId)}`, ProductListSchema);
}
