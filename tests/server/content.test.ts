import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { HomeContentSchema, SlideListSchema } from '../../contract/content.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { api, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());

const app = () => testApp(db, new Date('2024-06-14T12:00:00+05:30'));

describe('getAllSlider', () => {
  test('gives the banner slides in order, images and videos', async () => {
    const slides = expectData(await api.get(app(), 'getAllSlider'), SlideListSchema);
    const expected = await db.query<{ id: string; type: string }>('SELECT id, type FROM banners ORDER BY sort_order');
    expect(slides.map((slide) => [slide._id, slide.type])).toEqual(expected.map((row) => [row.id, row.type]));
    expect(new Set(slides.map((slide) => slide.type))).toEqual(new Set(['image', 'video']));
  });
});

describe('GetContentData', () => {
  test('gives the home content: statistics, cities, app links and the dynamic tiles', async () => {
    const [outlet] = await db.query<{ id: string }>('SELECT id FROM outlets LIMIT 1');
    const content = expectData(
      await api.post(app(), 'GetContentData', { storeId: outlet?.id ?? '' }),
      HomeContentSchema,
    );
    const cities = await db.query<{ name: string; served: boolean }>(
      'SELECT name, served FROM cities ORDER BY sort_order',
    );
    expect(content.ContentData.citiesServed).toEqual(cities.filter((city) => city.served).map((city) => city.name));
    expect(content.ContentData.comingSoonCities).toEqual(
      cities.filter((city) => !city.served).map((city) => city.name),
    );
    expect(content.ContentData.statistics.length).toBeGreaterThan(0);
    expect(content.ContentData.appLinks.android).not.toBe('');
    expect(content.dynamicContent.map((item) => item.key)).toEqual(
      expect.arrayContaining(['favourite1', 'favourite2', 'favourite3', 'favourite4', 'offermodal', 'order_online']),
    );
  });

  test('GET gives the same content', async () => {
    const [outlet] = await db.query<{ id: string }>('SELECT id FROM outlets LIMIT 1');
    const posted = expectData(
      await api.post(app(), 'GetContentData', { storeId: outlet?.id ?? '' }),
      HomeContentSchema,
    );
    expect(expectData(await api.get(app(), 'GetContentData'), HomeContentSchema)).toEqual(posted);
  });

  test('an unknown outlet is a 404; none a 400', async () => {
    expectRefusal(await api.post(app(), 'GetContentData', { storeId: 'no-such-outlet' }), 404, MESSAGES.outletNotFound);
    expectRefusal(await api.post(app(), 'GetContentData', {}), 400, 'storeId is required');
  });
});
