import { expect, test } from 'vitest';
import { BOARDS, openBoardOf, placeOrderAt } from './support/console.ts';
import { baseUrl, setUpDevices } from './support/visitor.ts';

const visitOn = setUpDevices();
const PHONE_WIDTH = 375;

/** On how many lines the element shows `words`, however its text is split into nodes. */
function linesOf(element: Element, words: string): number {
  const texts: Text[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  const start = texts
    .map((text) => text.data)
    .join('')
    .indexOf(words);
  if (start < 0) throw new Error(`no "${words}" in ${element.textContent}`);
  const end = start + words.length;
  const range = document.createRange();
  let offset = 0;
  for (const text of texts) {
    const next = offset + text.length;
    if (start >= offset && start <= next) range.setStart(text, start - offset);
    if (end >= offset && end <= next) range.setEnd(text, end - offset);
    offset = next;
  }
  return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
}

test("on a phone every status tab shows within the screen, in two rows, and a dialog's title keeps the order's number on one line", async () => {
  const order = await placeOrderAt(BOARDS.varachha);
  const page = await visitOn(baseUrl, { position: null, viewport: { width: PHONE_WIDTH, height: 800 } });
  await openBoardOf(page, BOARDS.varachha);

  const tabs = await page.getByRole('tablist', { name: 'Orders by status' }).getByRole('tab').all();
  expect(tabs).toHaveLength(5);
  const rows = new Set<number>();
  for (const tab of tabs) {
    const box = await tab.boundingBox();
    if (!box) throw new Error(`${await tab.textContent()} is not shown`);
    expect(box.x >= 0 && box.x + box.width <= PHONE_WIDTH, `${await tab.textContent()} within the screen`).toBe(true);
    rows.add(Math.round(box.y));
  }
  expect(rows.size).toBe(2);

  await page.getByRole('button', { name: `Accept: order ${order.order_id}` }).click();
  const title = page.getByRole('dialog').getByRole('heading', { name: `Accept order #${order.order_id}` });
  expect(await title.evaluate(linesOf, `#${order.order_id}`)).toBe(1);
});

test('on a phone, a new order stays new while another status tab is open, whatever is tapped there', async () => {
  const page = await visitOn(baseUrl, { position: null, viewport: { width: PHONE_WIDTH, height: 800 } });
  await openBoardOf(page, BOARDS.varachha);
  const tab = (name: RegExp) => page.getByRole('tablist', { name: 'Orders by status' }).getByRole('tab', { name });
  await tab(/^Preparing/).click();

  await placeOrderAt(BOARDS.varachha);
  await expect.poll(() => page.title()).toBe('(1) New orders · Wokflow console');
  // The New tab stands out while another is open.
  await expect.poll(() => tab(/^New/).getAttribute('data-waiting')).toBe('true');
  await tab(/^Accepted/).click();
  await expect.poll(() => tab(/^Accepted/).getAttribute('aria-selected')).toBe('true');
  await page.evaluate(() => new Promise(requestAnimationFrame));
  expect(await page.title()).toBe('(1) New orders · Wokflow console');

  // On the New tab it is in sight: the next touch counts it as seen.
  await tab(/^New/).click();
  await page.getByRole('article').getByText('New', { exact: true }).first().waitFor();
  await page.getByRole('heading', { level: 1 }).click();
  await expect.poll(() => page.title()).toBe('Wokflow console');
});
