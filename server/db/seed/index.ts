import type { Db } from '../db.ts';
import { blogPostRows } from './blog.ts';
import { cities } from './cities.ts';
import { bannerRows, dynamicContentRows, settingRows, statisticRows } from './content.ts';
import { insertRows } from './insert.ts';
import {
  addonCategoryRows,
  addonRows,
  categoryRows,
  productAddonRows,
  productRows,
  superCategoryRows,
} from './menu/rows.ts';
import { offers } from './offers.ts';
import { outlets } from './outlets.ts';
import { staffOutletRows, staffRows } from './staff.ts';

/** Fills an empty catalogue with the chain's demo data, all of it or none of it. */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertRows(tx, 'cities', cities);
    await insertRows(tx, 'outlets', outlets);
    await insertRows(tx, 'super_categories', superCategoryRows);
    await insertRows(tx, 'categories', categoryRows);
    await insertRows(tx, 'addon_categories', addonCategoryRows);
    await insertRows(tx, 'addons', addonRows);
    await insertRows(tx, 'products', productRows);
    await insertRows(tx, 'product_addons', productAddonRows);
    await insertRows(tx, 'banners', bannerRows);
    await insertRows(tx, 'dynamic_content', dynamicContentRows);
    await insertRows(tx, 'statistics', statisticRows);
    await insertRows(tx, 'offers', offers);
    await insertRows(tx, 'settings', settingRows);
    await insertRows(tx, 'blog_posts', blogPostRows);
    await insertRows(tx, 'staff', staffRows);
    await insertRows(tx, 'staff_outlets', staffOutletRows);
  });
}
