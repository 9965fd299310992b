import { addonCategories, addons, JAIN_ADDON } from './addons.ts';
import { categories } from './categories.ts';
import { dishImage } from './dish.ts';
import { dishes } from './dishes.ts';
import { superCategories, superCategoryImage } from './superCategories.ts';

const paise = (rupees: number): number => Math.round(rupees * 100);

export const superCategoryRows = superCategories.map((superCategory, index) => ({
  id: superCategory.id,
  name: superCategory.name,
  image: superCategoryImage(superCategory.id),
  sort_order: index + 1,
}));

export const categoryRows = categories.map((category, index) => ({
  id: category.id,
  name: category.name,
  super_category_id: category.superCategoryId,
  sort_order: index + 1,
}));

export const addonCategoryRows = addonCategories;

export const addonRows = [{ ...JAIN_ADDON, isJain: true }, ...addons.map((addon) => ({ ...addon, isJain: false }))].map(
  (addon) => ({
    id: addon.id,
    name: addon.name,
    alias_name: addon.aliasName,
    rate_paise: paise(addon.rupees),
    is_jain: addon.isJain,
  }),
);

export const productRows = dishes.map((dish, index) => ({
  id: dish.id,
  name: dish.name,
  alias_name: dish.aliasName,
  description: dish.description,
  alias_description: dish.aliasDescription,
  preview_image: dishImage(dish.id),
  category_id: dish.category,
  rate_paise: paise(dish.rupees),
  rating: dish.rating,
  popularity: dish.popularity,
  is_non_veg: dish.nonVeg ?? false,
  is_chef: dish.chef ?? false,
  is_new: dish.new ?? false,
  is_deleted: dish.deleted ?? false,
  jain_addon_id: dish.jain ? JAIN_ADDON.id : null,
  addon_category_id: dish.addons?.category ?? null,
  sort_order: index + 1,
}));

export const productAddonRows = dishes.flatMap((dish) =>
  (dish.addons?.choices ?? []).map((addonId) => ({ product_id: dish.id, addon_id: addonId })),
);
