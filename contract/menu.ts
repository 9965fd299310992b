import * as v from 'valibot';
import { SORT_OPTIONS } from './constants.ts';
import { requiredText } from './textRules.ts';

export const SuperCategorySchema = v.object({
  superCategory_id: v.string(),
  id: v.string(),
  image: v.string(),
  superCategoryName: v.string(),
  SuperCategory: v.object({ superCategoryName: v.string() }),
});
export type SuperCategory = v.InferOutput<typeof SuperCategorySchema>;

/** What a dish and an add-on both are: an id, and a name in English and in Gujarati. */
const NAMED_ITEM = { _id: v.string(), name: v.string(), aliasName: v.string() };

export const AddonSchema = v.object({ ...NAMED_ITEM, rate: v.number() });
export type Addon = v.InferOutput<typeof AddonSchema>;

export const ProductSchema = v.object({
  ...NAMED_ITEM,
  description: v.string(),
  aliasDescription: v.string(),
  previewImage: v.string(),
  category: v.string(),
  rate: v.number(),
  rating: v.number(),
  popularity: v.number(),
  isNonVeg: v.boolean(),
  isJain: v.boolean(),
  isChef: v.boolean(),
  isNew: v.boolean(),
  isDeleted: v.boolean(),
  addons: v.array(AddonSchema),
  /** The dish's add-on group: choose at least `minNoOfAddon` and at most `maxNoOfAddon`; a maximum of one is a radio group. */
  addonsCategory: v.nullable(v.object({ name: v.string(), minNoOfAddon: v.number(), maxNoOfAddon: v.number() })),
  jainAddons: v.nullable(v.object({ id: v.string(), _id: v.string(), name: v.string(), rate: v.number() })),
  islike: v.boolean(),
});
export type Product = v.InferOutput<typeof ProductSchema>;

/**
 * A dish the outlet does not sell now (spec: `isDeleted`, shown 'Not Available'): it cannot be added.
 * The menu's cards and the add-to-cart wizard ask here, so the rule is written once.
 */
export const isSoldOut = (product: Pick<Product, 'isDeleted'>) => product.isDeleted;

/** Dishes grouped by category: `_id` is the category name. */
export const ProductGroupSchema = v.object({ _id: v.string(), products: v.array(ProductSchema) });
export type ProductGroup = v.InferOutput<typeof ProductGroupSchema>;

export const SuperCategoryListSchema = v.array(SuperCategorySchema);
export const ProductGroupListSchema = v.array(ProductGroupSchema);
export const ProductListSchema = v.array(ProductSchema);

// Requests

/** `store` or `storeId`, as the original site sent either. */
export const StoreRequest = v.pipe(
  v.object({ store: v.optional(v.string()), storeId: v.optional(v.string()) }),
  v.transform(({ store, storeId }) => ({ storeId: (storeId ?? store ?? '').trim() })),
  v.check(({ storeId }) => storeId !== '', 'storeId is required'),
);

/** A list sent as repeated form fields, a JSON array, or one comma-separated string. */
const stringList = v.pipe(
  v.optional(v.union([v.array(v.string()), v.string()]), []),
  v.transform((value) => (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean)),
);

export const FilterProductsRequest = v.object({
  storeId: requiredText('storeId is required'),
  sortBy: v.optional(
    v.picklist(
      /* @__PURE__ */ SORT_OPTIONS.map((option) => option.value),
      'sortBy must be 1, 2, 3 or 4',
    ),
    '1',
  ),
  categories: stringList,
  search: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'search is too long')), ''),
  superCategoryValue: v.optional(v.pipe(v.string(), v.trim()), ''),
});
export type FilterProductsInput = v.InferInput<typeof FilterProductsRequest>;

/** `add_to_wishlist/{id}`: whether the dish is now liked. */
export const LikeReplySchema = v.object({ islike: v.boolean() });
