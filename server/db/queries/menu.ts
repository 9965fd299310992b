import type { Product, ProductGroup, SuperCategory } from '../../../contract/menu.ts';
import { paiseToRupees } from '../../domain/price.ts';
import { type Db, statementParams } from '../db.ts';
import { containsPattern } from './containsPattern.ts';
import { type SoldOutAt, soldOutOutlet } from './soldOut.ts';

interface AddonRow {
  id: string;
  name: string;
  alias_name: string;
  rate_paise: number;
}

export interface ProductRow {
  id: string;
  islike: boolean;
  name: string;
  alias_name: string;
  description: string;
  alias_description: string;
  preview_image: string;
  category: string;
  rate_paise: number;
  rating: number;
  popularity: number;
  is_non_veg: boolean;
  is_chef: boolean;
  is_new: boolean;
  is_deleted: boolean;
  jain_addon: AddonRow | null;
  addons_category: Product['addonsCategory'];
  addons: AddonRow[];
}

export interface ProductFilter {
  superCategoryId?: string;
  /** Category names. */
  categories?: readonly string[];
  /** Matched anywhere in the name, the Gujarati name (`alias_name`) or the description, case-insensitively. */
  search?: string;
  /** `nameMatchesFirst`: dishes whose name or Gujarati name contains the search come before those matched by description only. */
  order?: 'menu' | 'nameMatchesFirst';
  /** Only this dish. */
  id?: string;
  /** Only the dishes in this customer's cart. */
  inCartOf?: string;
  /** Only the dishes this customer likes. */
  likedOnly?: boolean;
  /** The customer whose likes `islike` shows; none: nothing is liked. */
  customerId?: string;
  /** Dishes sold out there show as not available (`isDeleted`, the card's 'Not Available'); none: only deleted ones. */
  soldOutAt?: SoldOutAt;
}

function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    aliasName: row.alias_name,
    description: row.description,
    aliasDescription: row.alias_description,
    previewImage: row.preview_image,
    category: row.category,
    rate: paiseToRupees(row.rate_paise),
    rating: row.rating,
    popularity: row.popularity,
    isNonVeg: row.is_non_veg,
    isJain: row.jain_addon !== null,
    isChef: row.is_chef,
    isNew: row.is_new,
    isDeleted: row.is_deleted,
    addons: row.addons.map((addon) => ({
      _id: addon.id,
      name: addon.name,
      aliasName: addon.alias_name,
      rate: paiseToRupees(addon.rate_paise),
    })),
    addonsCategory: row.addons_category,
    jainAddons:
      row.jain_addon === null
        ? null
        : {
            id: row.jain_addon.id,
            _id: row.jain_addon.id,
            name: row.jain_addon.name,
            rate: paiseToRupees(row.jain_addon.rate_paise),
          },
    islike: row.islike,
  };
}

const addonJson = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'name', ${alias}.name, 'alias_name', ${alias}.alias_name, 'rate_paise', ${alias}.rate_paise)`;

/**
 * The SQL of the dishes matching `filter`, in menu order (super-category, category, dish), with their add-ons, as one
 * JSON array (`productsOfJson` reads it); its parameters are added through `param`.
 * The rows come back as one JSON document: PGlite decodes one large value much faster than many rows.
 * What a dish has (its add-ons, its Jain add-on, its group, a like, being sold out) is read by a subquery of
 * its own, not joined: joined, the planner weighed the orders of nine tables on every call, 3 ms before a
 * cart's one dish was read.
 */
export function productsJson(filter: ProductFilter, param: (value: unknown) => string): string {
  const conditions: string[] = [];
  const customer = param(filter.customerId ?? null);
  const outlet = soldOutOutlet(filter.soldOutAt, param);
  const liked = `EXISTS (SELECT 1 FROM wishlist w WHERE w.customer_id = ${customer} AND w.product_id = p.id)`;
  if (filter.likedOnly) conditions.push(liked);
  // One id, or the cart's ids by its customer, not an array of ids: PostgreSQL plans a named statement once when
  // its estimate does not hang on the values, and it would guess ten dishes for any array, one for a known one.
  if (filter.id) conditions.push(`p.id = ${param(filter.id)}`);
  if (filter.inCartOf) {
    conditions.push(`p.id IN (SELECT l.product_id FROM cart_lines l WHERE l.customer_id = ${param(filter.inCartOf)})`);
  }
  if (filter.superCategoryId) conditions.push(`c.super_category_id = ${param(filter.superCategoryId)}`);
  if (filter.categories && filter.categories.length > 0) {
    conditions.push(`c.name = ANY(${param(filter.categories)}::text[])`);
  }
  let order = 's.sort_order, c.sort_order, p.sort_order';
  if (filter.search) {
    const pattern = param(containsPattern(filter.search));
    const nameMatches = `(p.name ILIKE ${pattern} ESCAPE '\\' OR p.alias_name ILIKE ${pattern} ESCAPE '\\')`;
    conditions.push(`(${nameMatches} OR p.description ILIKE ${pattern} ESCAPE '\\')`);
    if (filter.order === 'nameMatchesFirst') order = `${nameMatches} DESC, ${order}`;
  }
  return `SELECT COALESCE(json_agg(dish ORDER BY dish.menu_position), '[]'::json)
     FROM (
       SELECT p.id, p.name, p.alias_name, p.description, p.alias_description, p.preview_image, c.name AS category,
              p.rate_paise, p.rating::float8 AS rating, p.popularity, p.is_non_veg, p.is_chef, p.is_new,
              p.is_deleted OR EXISTS (SELECT 1 FROM outlet_sold_out so WHERE so.outlet_id = ${outlet} AND so.product_id = p.id)
                AS is_deleted,
              (SELECT ${addonJson('j')} FROM addons j WHERE j.id = p.jain_addon_id) AS jain_addon,
              (SELECT json_build_object('name', ac.name, 'minNoOfAddon', ac.min_no_of_addon, 'maxNoOfAddon', ac.max_no_of_addon)
               FROM addon_categories ac WHERE ac.id = p.addon_category_id) AS addons_category,
              (SELECT COALESCE(json_agg(${addonJson('a')} ORDER BY a.rate_paise, a.name), '[]'::json)
               FROM product_addons pa JOIN addons a ON a.id = pa.addon_id WHERE pa.product_id = p.id) AS addons,
              ${liked} AS islike,
              row_number() OVER (ORDER BY ${order}) AS menu_position
       FROM products p
       JOIN categories c ON c.id = p.category_id
       JOIN super_categories s ON s.id = c.super_category_id
       ${conditions.length > 0 ? `WHERE ${conditions.join(' AND ')}` : ''}
     ) dish`;
}

/** The dishes as `productsJson` gives them. */
export const productsOfJson = (rows: readonly ProductRow[] | null): Product[] => (rows ?? []).map(toProduct);

/** The dishes matching `filter`, in menu order, with their add-ons, in one query. */
export async function findProducts(db: Db, filter: ProductFilter): Promise<Product[]> {
  const { params, param } = statementParams();
  const [result] = await db.query<{ products: ProductRow[] }>(
    `SELECT (${productsJson(filter, param)}) AS products`,
    params,
  );
  return productsOfJson(result?.products ?? null);
}

/** Consecutive dishes of the same category as one group; `products` must be in menu order. */
export function groupByCategory(products: readonly Product[]): ProductGroup[] {
  const groups: ProductGroup[] = [];
  for (const product of products) {
    const last = groups.at(-1);
    if (last?._id === product.category) last.products.push(product);
    else groups.push({ _id: product.category, products: [product] });
  }
  return groups;
}

export async function dishExists(db: Db, productId: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM products WHERE id = $1', [productId])).length > 0;
}

export async function superCategories(db: Db): Promise<SuperCategory[]> {
  const rows = await db.query<{ id: string; name: string; image: string }>(
    'SELECT id, name, image FROM super_categories ORDER BY sort_order',
  );
  return rows.map((row) => ({
    superCategory_id: row.id,
    id: row.id,
    image: row.image,
    superCategoryName: row.name,
    SuperCategory: { superCategoryName: row.name },
  }));
}

/** Which of an outlet and a super-category exist, in one round trip. */
export async function menuReferencesExist(
  db: Db,
  storeId: string,
  superCategoryId: string | null,
): Promise<{ outlet: boolean; superCategory: boolean }> {
  const [row] = await db.query<{ outlet: boolean; super_category: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM outlets WHERE id = $1) AS outlet,
            ($2::text IS NULL OR EXISTS (SELECT 1 FROM super_categories WHERE id = $2)) AS super_category`,
    [storeId, superCategoryId],
  );
  return { outlet: row?.outlet ?? false, superCategory: row?.super_category ?? false };
}
