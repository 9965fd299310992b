import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openPgliteInMemory } from '../../server/db/pglite.ts';
import { seedDemoData } from '../../server/db/seed/index.ts';
import { distanceKm } from '../../server/domain/distance.ts';

const SERVED_CITIES = ['Surat', 'Vadodara', 'Ahmedabad', 'Anand', 'Vapi', 'Rajkot', 'Bharuch', 'Valsad'];
const GUJARAT = { south: 20.1, north: 24.7, west: 68.1, east: 74.5 };
const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const CATALOGUE_TABLES = [
  'cities',
  'outlets',
  'super_categories',
  'categories',
  'addon_categories',
  'addons',
  'products',
  'product_addons',
  'banners',
  'dynamic_content',
  'statistics',
  'offers',
  'settings',
];

let db: Db;

beforeAll(async () => {
  db = await openPgliteInMemory();
  await migrate(db);
  await seedDemoData(db);
});

afterAll(() => db.close());

const count = async (sql: string, params?: unknown[]): Promise<number> => {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params);
  return row?.n ?? 0;
};

describe('cities and outlets', () => {
  it('serves the eight cities of the spec and names a few coming-soon ones', async () => {
    const cities = await db.query<{ name: string; served: boolean }>(
      'SELECT name, served FROM cities ORDER BY sort_order',
    );
    expect(cities.filter((city) => city.served).map((city) => city.name)).toEqual(SERVED_CITIES);
    expect(cities.filter((city) => !city.served).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 25 outlets, all in served cities, with most in Surat, Ahmedabad and Vadodara', async () => {
    const perCity = await db.query<{ city: string; n: number; served: boolean }>(
      `SELECT c.name AS city, count(o.id)::int AS n, c.served FROM cities c LEFT JOIN outlets o ON o.city = c.name
       GROUP BY c.name, c.served`,
    );
    expect(perCity.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(25);
    for (const row of perCity) {
      if (row.served) expect(row.n, row.city).toBeGreaterThanOrEqual(1);
      else expect(row.n, row.city).toBe(0);
    }
    const smallest = (names: string[]) =>
      Math.min(...perCity.filter((row) => names.includes(row.city)).map((row) => row.n));
    const largest = (names: string[]) =>
      Math.max(...perCity.filter((row) => names.includes(row.city)).map((row) => row.n));
    const bigThree = ['Surat', 'Ahmedabad', 'Vadodara'];
    expect(smallest(bigThree)).toBeGreaterThan(largest(SERVED_CITIES.filter((city) => !bigThree.includes(city))));
  });

  it('has take-away-only and delivery-only outlets, none without an order type, and exactly one closed', async () => {
    expect(await count(`outlets WHERE delivery = 'Disabled' AND pickup = 'Enabled'`)).toBeGreaterThanOrEqual(1);
    expect(await count(`outlets WHERE delivery = 'Enabled' AND pickup = 'Disabled'`)).toBeGreaterThanOrEqual(1);
    expect(await count(`outlets WHERE delivery = 'Disabled' AND pickup = 'Disabled'`)).toBe(0);
    expect(await count('outlets WHERE NOT is_active')).toBe(1);
  });

  it('places every outlet in Gujarat, within 30 km of the other outlets of its city', async () => {
    const outlets = await db.query<{ id: string; city: string; latitude: number; longitude: number }>(
      'SELECT id, city, latitude, longitude FROM outlets',
    );
    for (const outlet of outlets) {
      expect(outlet.latitude, outlet.id).toBeGreaterThan(GUJARAT.south);
      expect(outlet.latitude, outlet.id).toBeLessThan(GUJARAT.north);
      expect(outlet.longitude, outlet.id).toBeGreaterThan(GUJARAT.west);
      expect(outlet.longitude, outlet.id).toBeLessThan(GUJARAT.east);
      for (const neighbour of outlets.filter((other) => other.city === outlet.city)) {
        expect(distanceKm(outlet, neighbour), `${outlet.id} to ${neighbour.id}`).toBeLessThan(30);
      }
    }
  });

  it('gives every outlet an address with a pin code, 10-digit phones and opening hours, one open past midnight', async () => {
    const outlets = await db.query<{ id: string; address: string; first_number: string; second_number: string | null }>(
      'SELECT id, address, first_number, second_number FROM outlets',
    );
    for (const outlet of outlets) {
      expect(outlet.address, outlet.id).toMatch(/, Gujarat \d{6}$/);
      expect(outlet.first_number, outlet.id).toMatch(/^[6-9]\d{9}$/);
      if (outlet.second_number !== null) expect(outlet.second_number, outlet.id).toMatch(/^[6-9]\d{9}$/);
    }
    expect(outlets.some((outlet) => outlet.second_number !== null)).toBe(true);
    expect(await count('outlets WHERE to_time < from_time')).toBeGreaterThanOrEqual(1);
  });
});

describe('menu', () => {
  it('has at least 6 super-categories, 12 categories and 80 dishes, none of them empty', async () => {
    expect(await count('super_categories')).toBeGreaterThanOrEqual(6);
    expect(await count('categories')).toBeGreaterThanOrEqual(12);
    expect(await count('products')).toBeGreaterThanOrEqual(80);
    expect(
      await count('super_categories s WHERE NOT EXISTS (SELECT 1 FROM categories c WHERE c.super_category_id = s.id)'),
    ).toBe(0);
    expect(await count('categories c WHERE NOT EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id)')).toBe(0);
  });

  it('prices dishes from ₹99 to ₹449 in whole rupees, rated 3.5 to 4.9, with a popularity for sorting', async () => {
    const [range] = await db.query<{ low: number; high: number; odd: number; worst: number; best: number }>(
      `SELECT min(rate_paise) AS low, max(rate_paise) AS high, count(*) FILTER (WHERE rate_paise % 100 <> 0)::int AS odd,
              min(rating)::float AS worst, max(rating)::float AS best FROM products`,
    );
    expect(range).toMatchObject({ low: 9_900, high: 44_900, odd: 0 });
    expect(range?.worst).toBeGreaterThanOrEqual(3.5);
    expect(range?.best).toBeLessThanOrEqual(4.9);
    expect(await count('(SELECT DISTINCT popularity FROM products) AS figures')).toBeGreaterThan(70);
  });

  it('mixes veg and non-veg, chef specials, new and unavailable dishes', async () => {
    expect(await count('products WHERE is_non_veg')).toBeGreaterThanOrEqual(10);
    expect(await count('products WHERE NOT is_non_veg')).toBeGreaterThanOrEqual(40);
    expect(await count('products WHERE is_chef')).toBeGreaterThanOrEqual(3);
    expect(await count('products WHERE is_new')).toBeGreaterThanOrEqual(3);
    expect(await count('products WHERE is_deleted')).toBeGreaterThanOrEqual(2);
  });

  it('describes every dish in more than 20 and at most 40 words, so the menu cut shows', async () => {
    const products = await db.query<{ id: string; description: string }>('SELECT id, description FROM products');
    for (const product of products) {
      const words = product.description.trim().split(/\s+/).length;
      expect(words, product.id).toBeGreaterThan(20);
      expect(words, product.id).toBeLessThanOrEqual(40);
    }
  });

  it('makes a good share of veg dishes Jain-capable through a free Jain add-on, and no non-veg dish', async () => {
    const jain = await db.query<{ id: string; rate_paise: number; is_jain: boolean; is_non_veg: boolean }>(
      'SELECT p.id, a.rate_paise, a.is_jain, p.is_non_veg FROM products p JOIN addons a ON a.id = p.jain_addon_id',
    );
    expect(jain.length).toBeGreaterThanOrEqual(20);
    for (const dish of jain) expect(dish, dish.id).toMatchObject({ rate_paise: 0, is_jain: true, is_non_veg: false });
  });

  it('links every dish with an add-on category to at least its minimum of priced add-ons, and no other dish', async () => {
    const dishes = await db.query<{ id: string; minimum: number | null; addons: number; free: number }>(
      `SELECT p.id, ac.min_no_of_addon AS minimum, count(pa.addon_id)::int AS addons,
              count(pa.addon_id) FILTER (WHERE a.rate_paise = 0 OR a.is_jain)::int AS free
       FROM products p
       LEFT JOIN addon_categories ac ON ac.id = p.addon_category_id
       LEFT JOIN product_addons pa ON pa.product_id = p.id
       LEFT JOIN addons a ON a.id = pa.addon_id
       GROUP BY p.id, ac.min_no_of_addon`,
    );
    const withAddons = dishes.filter((dish) => dish.minimum !== null);
    expect(withAddons.length).toBeGreaterThanOrEqual(15);
    expect(withAddons.some((dish) => dish.minimum === 2)).toBe(true);
    for (const dish of dishes) {
      expect(dish.free, dish.id).toBe(0);
      if (dish.minimum === null) expect(dish.addons, dish.id).toBe(0);
      else expect(dish.addons, dish.id).toBeGreaterThanOrEqual(Math.max(2, dish.minimum));
    }
  });
});

describe('home content', () => {
  it('has image banners and one video, every dynamic content key, the statistics and both app links', async () => {
    expect(await count(`banners WHERE type = 'image'`)).toBeGreaterThanOrEqual(3);
    expect(await count(`banners WHERE type = 'video'`)).toBe(1);
    const keys = await db.query<{ key: string }>('SELECT key FROM dynamic_content ORDER BY key');
    expect(keys.map((row) => row.key)).toEqual([
      'favourite1',
      'favourite2',
      'favourite3',
      'favourite4',
      'offermodal',
      'order_online',
    ]);
    const statistics = await db.query<{ count: number }>('SELECT count FROM statistics ORDER BY sort_order');
    expect(statistics.length).toBeGreaterThanOrEqual(4);
    expect(statistics[2]?.count, 'the third statistic is shown as a percentage').toBeLessThanOrEqual(100);
    const settings = await db.query<{ key: string; value: string }>('SELECT key, value FROM settings ORDER BY key');
    expect(settings.map((row) => row.key)).toEqual(['app_link_android', 'app_link_ios']);
    for (const setting of settings) expect(setting.value).toMatch(/^https:\/\//);
  });

  it('stores only pictures and videos that exist under public/', async () => {
    const paths = await db.query<{ path: string }>(
      `SELECT image AS path FROM super_categories UNION ALL SELECT preview_image FROM products
       UNION ALL SELECT image FROM banners UNION ALL SELECT image FROM dynamic_content`,
    );
    expect(paths.length).toBeGreaterThan(90);
    for (const { path } of paths) {
      expect(path).toMatch(/^\/(images|media)\/[\w/-]+\.(svg|webm)$/);
      await expect(access(`${PUBLIC_DIR}${path}`), path).resolves.toBeUndefined();
    }
  });
});

// Last, because it empties the catalogue: a failure late in seeding must not leave a half-filled one behind.
it('seeds all or nothing: a failure on the last table leaves every other table empty', async () => {
  // CASCADE: customers point at outlets.
  await db.exec(`TRUNCATE ${CATALOGUE_TABLES.join(', ')} CASCADE`);
  await db.query(`INSERT INTO settings (key, value) VALUES ('app_link_ios', 'https://example.com/taken')`);
  await expect(seedDemoData(db)).rejects.toThrow();
  const counts = await Promise.all(CATALOGUE_TABLES.map(async (table) => [table, await count(table)]));
  expect(Object.fromEntries(counts)).toEqual({
    ...Object.fromEntries(CATALOGUE_TABLES.map((table) => [table, 0])),
    settings: 1,
  });
});
