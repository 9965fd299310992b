import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  type Product,
  ProductGroupListSchema,
  ProductListSchema,
  SuperCategoryListSchema,
} from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { api, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

interface DishRow {
  id: string;
  name: string;
  alias_name: string;
  description: string;
  category: string;
  super_category_id: string;
  rate_paise: number;
  is_deleted: boolean;
}

const NOW = new Date('2024-06-14T19:30:00+05:30');

let db: Db;
let storeId: string;
/** Every dish in menu order: super-category, category, dish. */
let menu: DishRow[];
beforeAll(async () => {
  db = await openTestDb();
  const [outlet] = await db.query<{ id: string }>('SELECT id FROM outlets ORDER BY sort_order LIMIT 1');
  storeId = outlet?.id ?? '';
  menu = await db.query<DishRow>(
    `SELECT p.id, p.name, p.alias_name, p.description, c.name AS category, c.super_category_id, p.rate_paise, p.is_deleted
     FROM products p JOIN categories c ON c.id = p.category_id JOIN super_categories s ON s.id = c.super_category_id
     ORDER BY s.sort_order, c.sort_order, p.sort_order`,
  );
});
afterAll(() => db?.close());

const app = () => testApp(db, NOW);
const ids = (products: readonly Pick<Product, '_id'>[]) => products.map((product) => product._id);
/** Whether the dish's name, Gujarati name or description contains `text`, case-insensitively. */
const matches = (dish: DishRow, text: string) =>
  `${dish.name}\n${dish.alias_name}\n${dish.description}`.toLowerCase().includes(text.toLowerCase());
const groupsOf = (dishes: readonly DishRow[]) => {
  const groups: { _id: string; ids: string[] }[] = [];
  for (const dish of dishes) {
    const last = groups.at(-1);
    if (last?._id === dish.category) last.ids.push(dish.id);
    else groups.push({ _id: dish.category, ids: [dish.id] });
  }
  return groups;
};

describe('superCategory', () => {
  test('lists the super-categories in menu order, for `store` or `storeId`', async () => {
    const expected = await db.query<{ id: string; name: string }>(
      'SELECT id, name FROM super_categories ORDER BY sort_order',
    );
    for (const field of ['store', 'storeId']) {
      const list = expectData(await api.post(app(), 'superCategory', { [field]: storeId }), SuperCategoryListSchema);
      expect(
        list.map((s) => [s.id, s.superCategory_id, s.superCategoryName, s.SuperCategory.superCategoryName]),
      ).toEqual(expected.map((s) => [s.id, s.id, s.name, s.name]));
    }
  });

  test('an unknown outlet is a 404; none a 400', async () => {
    expectRefusal(await api.post(app(), 'superCategory', { store: 'no-such-outlet' }), 404, MESSAGES.outletNotFound);
    expectRefusal(await api.post(app(), 'superCategory', {}), 400, 'storeId is required');
  });
});

describe('product', () => {
  test('groups every dish by category in menu order, unavailable dishes included', async () => {
    const groups = expectData(await api.post(app(), 'product', { store: storeId }), ProductGroupListSchema);
    expect(groups.map((group) => ({ _id: group._id, ids: ids(group.products) }))).toEqual(groupsOf(menu));
    const deleted = menu.find((dish) => dish.is_deleted);
    if (!deleted) throw new Error('the demo data has no unavailable dish');
    const card = groups.flatMap((group) => group.products).find((product) => product._id === deleted.id);
    expect(card?.isDeleted).toBe(true);
  });

  test('gives prices in rupees', async () => {
    const groups = expectData(await api.post(app(), 'product', { storeId }), ProductGroupListSchema);
    const rates = new Map(groups.flatMap((group) => group.products).map((product) => [product._id, product.rate]));
    for (const dish of menu) expect(rates.get(dish.id)).toBe(dish.rate_paise / 100);
  });

  test('dishes carry their add-ons and Jain option in rupees', async () => {
    const [withAddons] = await db.query<{ product_id: string; count: number }>(
      'SELECT product_id, count(*)::int AS count FROM product_addons GROUP BY product_id ORDER BY product_id LIMIT 1',
    );
    const [jain] = await db.query<{ id: string; addon_id: string }>(
      'SELECT id, jain_addon_id AS addon_id FROM products WHERE jain_addon_id IS NOT NULL LIMIT 1',
    );
    const products = expectData(await api.post(app(), 'product', { storeId }), ProductGroupListSchema).flatMap(
      (group) => group.products,
    );
    const addonsDish = products.find((product) => product._id === withAddons?.product_id);
    expect(addonsDish?.addons).toHaveLength(withAddons?.count ?? -1);
    expect(addonsDish?.addonsCategory?.minNoOfAddon).toBeGreaterThanOrEqual(1);
    const jainDish = products.find((product) => product._id === jain?.id);
    expect(jainDish).toMatchObject({ isJain: true, jainAddons: { id: jain?.addon_id, _id: jain?.addon_id } });
  });

  test('an unknown outlet is a 404', async () => {
    expectRefusal(await api.post(app(), 'product', { store: 'no-such-outlet' }), 404, MESSAGES.outletNotFound);
  });
});

describe('getProductOrCategoryBySuperCategory', () => {
  test('gives only the dishes of that super-category, grouped by category', async () => {
    const superCategoryId = menu.at(-1)?.super_category_id ?? '';
    const result = await api.post(app(), `getProductOrCategoryBySuperCategory/${superCategoryId}`, { storeId });
    const groups = expectData(result, ProductGroupListSchema);
    const expected = groupsOf(menu.filter((dish) => dish.super_category_id === superCategoryId));
    expect(expected.length).toBeGreaterThan(0);
    expect(groups.map((group) => ({ _id: group._id, ids: ids(group.products) }))).toEqual(expected);
  });

  test('an unknown super-category or outlet is a 404', async () => {
    const superCategoryId = menu[0]?.super_category_id ?? '';
    expectRefusal(
      await api.post(app(), 'getProductOrCategoryBySuperCategory/no-such-id', { storeId }),
      404,
      MESSAGES.superCategoryNotFound,
    );
    expectRefusal(
      await api.post(app(), `getProductOrCategoryBySuperCategory/${superCategoryId}`, { storeId: 'no-such-outlet' }),
      404,
      MESSAGES.outletNotFound,
    );
    expectRefusal(
      await api.post(app(), `getProductOrCategoryBySuperCategory/${superCategoryId}`),
      400,
      'storeId is required',
    );
  });
});

describe('searchProducts', () => {
  test('finds dishes by name or description whatever the case, name matches first', async () => {
    const word = menu[0]?.name.split(' ')[0]?.toUpperCase() ?? '';
    const found = ids(
      expectData(await api.get(app(), `searchProducts/${encodeURIComponent(word)}/${storeId}`), ProductListSchema),
    );
    const byName = menu.filter((dish) => `${dish.name}\n${dish.alias_name}`.toLowerCase().includes(word.toLowerCase()));
    const byDescriptionOnly = menu.filter((dish) => matches(dish, word) && !byName.includes(dish));
    expect(found).toEqual([...byName, ...byDescriptionOnly].map((dish) => dish.id));
  });

  test('finds dishes by their Gujarati name too, before those whose description mentions the word', async () => {
    // 'પનીર' (paneer) is in the Gujarati names only: the English names and descriptions spell it in Latin letters.
    const word = 'પનીર';
    const found = ids(
      expectData(await api.get(app(), `searchProducts/${encodeURIComponent(word)}/${storeId}`), ProductListSchema),
    );
    const byAlias = menu.filter((dish) => dish.alias_name.includes(word));
    expect(byAlias.length).toBeGreaterThan(1);
    expect(found).toEqual(byAlias.map((dish) => dish.id));
  });

  test('nothing matching gives an empty list; % is taken literally', async () => {
    expect(expectData(await api.get(app(), `searchProducts/zzqqxx/${storeId}`), ProductListSchema)).toEqual([]);
    const percent = expectData(
      await api.get(app(), `searchProducts/${encodeURIComponent('%')}/${storeId}`),
      ProductListSchema,
    );
    expect(ids(percent)).toEqual(menu.filter((dish) => matches(dish, '%')).map((dish) => dish.id));
  });

  test('an unknown outlet is a 404; a blank term a 400', async () => {
    expectRefusal(await api.get(app(), 'searchProducts/noodles/no-such-outlet'), 404, MESSAGES.outletNotFound);
    expectRefusal(await api.get(app(), `searchProducts/%20/${storeId}`), 400, 'search text is required');
  });
});

describe('filterProducts', () => {
  const filter = async (fields: Record<string, string | string[]>) =>
    expectData(await api.post(app(), 'filterProducts', { storeId, ...fields }), ProductListSchema);

  test.each([
    ['1', (a: Product, b: Product) => b.popularity - a.popularity],
    ['2', (a: Product, b: Product) => b.rating - a.rating],
    ['3', (a: Product, b: Product) => a.rate - b.rate],
    ['4', (a: Product, b: Product) => b.rate - a.rate],
  ])('sortBy %s orders every dish as the menu promises', async (sortBy, inOrder) => {
    const products = await filter({ sortBy });
    expect(products).toHaveLength(menu.length);
    for (let i = 1; i < products.length; i++) {
      expect(inOrder(products[i - 1] as Product, products[i] as Product)).toBeLessThanOrEqual(0);
    }
  });

  test('sorts by popularity when no sort is given', async () => {
    expect(ids(await filter({}))).toEqual(ids(await filter({ sortBy: '1' })));
  });

  test('keeps only the chosen categories (repeated fields, or a JSON array)', async () => {
    const chosen = [...new Set(menu.map((dish) => dish.category))].slice(0, 2);
    const expected = menu.filter((dish) => chosen.includes(dish.category)).map((dish) => dish.id);
    expect(ids(await filter({ categories: chosen, sortBy: '3' })).toSorted()).toEqual(expected.toSorted());
    const json = await api.postJson(app(), 'filterProducts', { storeId, categories: chosen, sortBy: 3 });
    expect(ids(expectData(json, ProductListSchema)).toSorted()).toEqual(expected.toSorted());
  });

  test('combines search and super-category', async () => {
    const superCategoryId = menu[0]?.super_category_id ?? '';
    const word = menu[0]?.name.split(' ')[0] ?? '';
    const products = await filter({ search: word.toLowerCase(), superCategoryValue: superCategoryId });
    const expected = menu.filter((dish) => dish.super_category_id === superCategoryId && matches(dish, word));
    expect(ids(products).toSorted()).toEqual(expected.map((dish) => dish.id).toSorted());
    expect(products.length).toBeGreaterThan(0);
  });

  test('refuses a bad sort, an unknown super-category or outlet', async () => {
    expectRefusal(
      await api.post(app(), 'filterProducts', { storeId, sortBy: '5' }),
      400,
      'sortBy must be 1, 2, 3 or 4',
    );
    expectRefusal(await api.post(app(), 'filterProducts', {}), 400, 'storeId is required');
    expectRefusal(
      await api.post(app(), 'filterProducts', { storeId, superCategoryValue: 'no-such-id' }),
      404,
      MESSAGES.superCategoryNotFound,
    );
    expectRefusal(await api.post(app(), 'filterProducts', { storeId: 'no-such-outlet' }), 404, MESSAGES.outletNotFound);
    expectRefusal(
      await api.postJson(app(), 'filterProducts', { storeId, categories: { a: 1 } }),
      400,
      /^categories: Invalid type/,
    );
  });
});
