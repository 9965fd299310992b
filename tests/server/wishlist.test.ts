import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { LikeReplySchema, ProductGroupListSchema, ProductListSchema } from '../../contract/menu.ts';
import * as MESSAGES from '../../contract/messages.ts';
import type { Db } from '../../server/db/db.ts';
import { call, signedInCustomer } from './support/customers.ts';
import { type App, api, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

let db: Db;
let app: App;
let token: string;
let dishes: string[];

beforeAll(async () => {
  db = await openTestDb();
  app = testApp(db, new Date('2026-11-20T13:00:00+05:30'));
  dishes = (await db.query<{ id: string }>('SELECT id FROM products ORDER BY sort_order, id LIMIT 3')).map(
    (row) => row.id,
  );
});
afterAll(() => db?.close());
beforeEach(async () => {
  token = await signedInCustomer(app);
});

const like = (id: string) => call(app, `add_to_wishlist/${id}`, { bearer: token, method: 'GET' });
const wishlist = async () =>
  expectData(await call(app, 'get_wishlist', { bearer: token, method: 'GET' }), ProductListSchema).map(
    (dish) => dish._id,
  );

describe('favourites', () => {
  test('a like toggles: liked, then not', async () => {
    const [dish] = dishes as [string];
    const first = await like(dish);
    expect(first.body.msg).toBe(MESSAGES.liked);
    expect(expectData(first, LikeReplySchema)).toEqual({ islike: true });
    expect(await wishlist()).toEqual([dish]);
    const second = await like(dish);
    expect(second.body.msg).toBe(MESSAGES.unliked);
    expect(expectData(second, LikeReplySchema)).toEqual({ islike: false });
    expect(await wishlist()).toEqual([]);
  });

  test('get_wishlist lists the liked dishes marked liked; clear_wishlist empties it', async () => {
    const [a, b] = dishes as [string, string];
    await like(b);
    await like(a);
    const listed = expectData(await call(app, 'get_wishlist', { bearer: token, method: 'GET' }), ProductListSchema);
    expect(listed.map((dish) => [dish._id, dish.islike]).sort()).toEqual(
      [
        [a, true],
        [b, true],
      ].sort(),
    );
    const response = await app.request('/api/v1/user/clear_wishlist', {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect(await wishlist()).toEqual([]);
  });

  test('the menu marks the dishes a signed-in customer likes, and no others', async () => {
    const [a] = dishes as [string];
    await like(a);
    const menu = async (bearer?: string) =>
      expectData(await call(app, 'product', { bearer, fields: { store: 'surat-adajan' } }), ProductGroupListSchema)
        .flatMap((group) => group.products)
        .filter((dish) => dish.islike)
        .map((dish) => dish._id);
    expect(await menu(token)).toEqual([a]);
    expect(await menu()).toEqual([]);
    expect(await menu(await signedInCustomer(app))).toEqual([]);
    // A stale token on a public call is no refusal: the menu is shown, nothing liked.
    expect(await menu('A'.repeat(43))).toEqual([]);
  });

  test('an unknown dish, and a visitor, are refused', async () => {
    expectRefusal(await like('no-such-dish'), 404, MESSAGES.dishNotFound);
    expectRefusal(await api.get(app, `add_to_wishlist/${dishes[0]}`), 401, MESSAGES.loginRequired);
    expectRefusal(await api.get(app, 'get_wishlist'), 401, MESSAGES.loginRequired);
  });
});
