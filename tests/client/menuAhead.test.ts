import { afterEach, beforeEach, expect, test, vi } from 'vitest';

const asked: string[] = [];
vi.mock('../../src/api/client.ts', () => ({
  body: (value: unknown) => value,
  api: {
    post: (path: string, _schema: unknown, request: { storeId: string }) => {
      asked.push(`${path} ${request.storeId}`);
      return Promise.resolve([{ asked: asked.length }]);
    },
  },
}));
const { askPageMenuAhead, fetchPageMenu } = await import('../../src/api/menuPage.ts');

let storeNumber = 0;
let storeId = '';
beforeEach(() => {
  asked.length = 0;
  storeNumber += 1;
  storeId = `store-${storeNumber}`;
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});
const page = () => ({ storeId, superCategoryId: '' });

test("the page takes the menu its route's loader asked ahead for, without asking again", async () => {
  askPageMenuAhead(page());
  expect(await fetchPageMenu(page())).toEqual([{ asked: 1 }]);
  expect(asked).toEqual([`product ${storeId}`]);
});

test('loaders that run again for the same menu do not ask again, before or after the page took it', async () => {
  askPageMenuAhead(page());
  askPageMenuAhead(page());
  expect(await fetchPageMenu(page())).toEqual([{ asked: 1 }]);
  askPageMenuAhead(page());
  expect(asked).toHaveLength(1);
});

test('a menu asked ahead is taken once: the next ask, as Clear All makes it, goes to the server', async () => {
  askPageMenuAhead(page());
  await fetchPageMenu(page());
  expect(await fetchPageMenu(page())).toEqual([{ asked: 2 }]);
});

test('after ten seconds a menu asked ahead is stale: the page and the loaders ask afresh', async () => {
  askPageMenuAhead(page());
  vi.advanceTimersByTime(10_000);
  expect(await fetchPageMenu(page())).toEqual([{ asked: 2 }]);
  askPageMenuAhead(page());
  expect(asked).toHaveLength(3);
});

test("another outlet's or another super-category's menu is asked for on its own", async () => {
  askPageMenuAhead(page());
  askPageMenuAhead({ storeId, superCategoryId: 'soups' });
  askPageMenuAhead({ storeId: `${storeId}-other`, superCategoryId: '' });
  expect(asked).toEqual([
    `product ${storeId}`,
    `getProductOrCategoryBySuperCategory/soups ${storeId}`,
    `product ${storeId}-other`,
  ]);
});
