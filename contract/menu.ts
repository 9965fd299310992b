import * as v from 'valibot';
import { SORT_OPTIONS } from './constants.ts';
import * as MESSAGES from './messages.ts';

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

/** How many of its add-ons a dish takes. */
export interface AddonLimits {
  min: number;
  max: number;
}

/**
 * A dish's add-on group's counts; a dish with add-ons but no group takes at least one (the spec's default)
 * and at most all it offers. The wizard and the server both count with these.
 */
export const addonLimits = (
  group: { minNoOfAddon: number; maxNoOfAddon: number } | null,
  offered: number,
): AddonLimits => ({ min: group?.minNoOfAddon ?? 1, max: group?.maxNoOfAddon ?? offered });

/** A dish's own add-on limits, from its group and the add-ons it offers. */
export const productAddonLimits = (product: Pick<Product, 'addons' | 'addonsCategory'>) =>
  addonLimits(product.addonsCategory, product.addons.length);

/** A group that takes one add-on is chosen with radio buttons: choosing another replaces the one chosen. */
export const isRadioGroup = (limits: AddonLimits) => limits.max === 1;

/** Why this many chosen add-ons break the dish's limits ('Select 2 add-ons'), or null when they do not. */
export function addonCountRefusal({ min, max }: AddonLimits, chosen: number): string | null {
  if (chosen < min) return MESSAGES.tooFewAddons(min, max);
  if (chosen > max) return MESSAGES.tooManyAddons(min, max);
  return null;
}

/** Dishes grouped by category: `_id` is the category name. */
export const ProductGroupSchema = v.object({ _id: v.string(), products: v.array(ProductSchema) });
export type ProductGroup = v.InferOutput<typeof ProductGroupSchema>;

export const SuperCategoryListSchema = v.array(SuperCategorySchema);
export const ProductGroupListSchema = v.array(ProductGroupSchema);
export const ProductListSchema = v.array(ProductSchema);

// Requests
/** A text the caller must give: trimmed, and refused with `message` when it is missing or blank. */
const requiredText = (message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message));

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
