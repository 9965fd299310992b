import * as v from 'valibot';
import { expect, test } from 'vitest';
import { envelope } from '../../contract/envelope.ts';
import { STAFF_API_BASE } from '../../contract/staff.ts';
import { addToCartThroughApi, customerOnMenu } from './support/customer.ts';
import { staffSession } from './support/staff.ts';
import { baseUrl, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();
const STORE = 'surat-adajan';
/** No other test file orders it: marking it sold out disturbs none of them. */
const DISH = { id: 'lemon-coriander-soup', name: 'Lemon Coriander Soup' };

/** The outlet's dish switch, as the console's outlet panel sends it. */
async function setDishAvailable(available: boolean): Promise<void> {
  const response = await fetch(`${baseUrl}${STAFF_API_BASE}/outlets/${STORE}/products/${DISH.id}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await staffSession()}` },
    body: new URLSearchParams({ available: String(available) }),
  });
  expect(v.parse(envelope(v.unknown()), await response.json()).error).toBe(0);
}

test("a dish the outlet marks sold out reads 'Not Available' on the menu, is flagged in the cart, and is refused at checkout", async () => {
  const { page, token } = await customerOnMenu(visit);
  await page.setViewportSize({ width: 375, height: 800 });
  await addToCartThroughApi(token, DISH.id);
  await setDishAvailable(false);
  try {
    await page.reload();
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: DISH.name }) });
    await card.getByText('Not Available', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: /ADD/i }).count()).toBe(0);

    await page.goto(new URL('/cart', page.url()).href);
    await page.getByText('Not available at this outlet — remove it to check out').waitFor();
    await page.getByRole('button', { name: 'PLACE ORDER' }).click();
    await page
      .getByText(new RegExp(`${DISH.name} is not available`))
      .first()
      .waitFor();
  } finally {
    await setDishAvailable(true);
  }
  await page.reload();
  await page.getByRole('main').getByRole('heading', { name: DISH.name }).waitFor();
  expect(await page.getByText('Not available at this outlet — remove it to check out').count()).toBe(0);
});
