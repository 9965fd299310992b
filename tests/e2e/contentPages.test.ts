import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import * as MESSAGES from '../../contract/messages.ts';
import { closeOfferPopup, setUpVisitors } from './support/visitor.ts';

const visit = setUpVisitors();

/** A visitor (the nearest outlet found) on one of the public pages. */
async function visitorOn(path: string): Promise<Page> {
  const page = await visit('granted');
  await closeOfferPopup(page);
  await page.goto(new URL(path, page.url()).href);
  return page;
}

test('the written pages carry the facts of the spec, each with Back to Home', async () => {
  const page = await visitorOn('/faqs');
  await page.getByRole('heading', { name: 'Frequently Asked Questions' }).waitFor();
  const faqs = await page.getByRole('main').textContent();
  for (const fact of ['within 6 km', '₹600', '45 to 60 minutes', 'Wednesday', 'half price']) {
    expect(faqs).toContain(fact);
  }
  for (const [path, heading, fact] of [
    ['/policy', 'Privacy Policy', 'under 13'],
    ['/terms&condition', 'Terms & Conditions', 'laws of India'],
    ['/disclaimer', 'Disclaimer', 'allergy'],
  ] as const) {
    await page.goto(new URL(path, page.url()).href);
    await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    expect(await page.getByRole('main').textContent()).toContain(fact);
  }
  await page.getByRole('link', { name: '← Back to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
});

/** The testimonial shown now: the slide whose box lies inside the carousel's. */
async function shownTestimonial(page: Page): Promise<string> {
  const carousel = page.getByRole('region', { name: 'What our guests say' });
  const frame = await carousel.locator('.keen-slider').boundingBox();
  for (const slide of await carousel.locator('figure').all()) {
    const box = await slide.boundingBox();
    if (frame && box && Math.abs(box.x - frame.x) < 4) return (await slide.textContent()) ?? '';
  }
  return '';
}

test('the about page tells the story and its testimonials move on every 3 s, in a loop', async () => {
  const page = await visitorOn('/about');
  await page.getByRole('heading', { name: 'Our story' }).waitFor();
  const highlights = await page.getByRole('list', { name: 'Highlights' }).textContent();
  for (const claim of ['18+', '10+', '200+', '25+']) expect(highlights).toContain(claim);
  await page.getByRole('heading', { name: 'Our mission' }).waitFor();
  await page.getByRole('heading', { name: 'Our vision' }).waitFor();

  const count = await page.getByRole('region', { name: 'What our guests say' }).locator('figure').count();
  // Between two slides (while one slides in) no testimonial is in place: '' is not one.
  const seen: string[] = [];
  for (let step = 0; step <= count; step++) {
    let next = '';
    await expect
      .poll(
        async () => {
          next = await shownTestimonial(page);
          return next !== '' && next !== seen.at(-1);
        },
        { timeout: 5000 },
      )
      .toBe(true);
    seen.push(next);
  }
  // After every testimonial the first comes round again.
  expect(new Set(seen.slice(0, count)).size).toBe(count);
  expect(seen.at(-1)).toBe(seen[0]);
}, 60_000);

test('Media shows four pictures and a video', async () => {
  const page = await visitorOn('/events');
  await page.getByRole('heading', { name: 'Media' }).waitFor();
  await page.getByRole('list', { name: 'Pictures' }).getByRole('img').nth(3).waitFor();
  expect(await page.getByRole('list', { name: 'Pictures' }).getByRole('img').count()).toBe(4);
  expect(await page.locator('main video').count()).toBe(1);
});

test('Restaurants Nearby: the first city is open; each outlet has its phones, hours and a Direction link', async () => {
  const page = await visitorOn('/store');
  await page.getByRole('heading', { name: 'Restaurants Nearby' }).waitFor();
  const tabs = page.getByRole('tab');
  await tabs.first().waitFor();
  expect(await tabs.first().getAttribute('aria-selected')).toBe('true');
  const vadodara = page.getByRole('tab', { name: 'Vadodara' });
  await vadodara.click();
  await expect.poll(() => vadodara.getAttribute('aria-selected')).toBe('true');
  // The keyboard moves between the cities as between any tabs: down the side on a wide screen.
  const chosen = () => page.getByRole('tab', { selected: true }).textContent();
  await page.keyboard.press('ArrowDown');
  await expect.poll(chosen).toBe('Ahmedabad');
  await page.keyboard.press('ArrowUp');
  await expect.poll(chosen).toBe('Vadodara');
  const panel = page.getByRole('tabpanel');
  const outlet = panel.getByRole('article').first();
  await outlet.waitFor();
  expect(await outlet.textContent()).toContain('400 for 2 people approx');
  // Each outlet's link names it, so that a list of the page's links tells them apart.
  const name = await outlet.getByRole('heading').textContent();
  const direction = outlet.getByRole('link', { name: `Direction to ${name}`, exact: true });
  expect(await direction.getAttribute('target')).toBe('_blank');
  expect(await direction.getAttribute('href')).toMatch(
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=22\.\d+,73\.\d+$/,
  );
  // A phone number never breaks across lines (Surat's second numbers did at 1280 px).
  await page.getByRole('tab', { name: 'Surat' }).click();
  const phones = page.getByRole('tabpanel').locator('a[href^="tel:"]');
  await phones.first().waitFor();
  const lines = await phones.evaluateAll((links) => links.map((link) => link.getClientRects().length));
  expect(lines.length).toBeGreaterThan(2);
  expect(lines.every((count) => count === 1)).toBe(true);
});

test('the blog lists its posts; READ MORE opens one with Related Post and Tags; an unknown id says so', async () => {
  const page = await visitorOn('/blog');
  await page.getByRole('heading', { name: 'Blog', exact: true }).waitFor();
  const cards = page.getByRole('article');
  await cards.nth(5).waitFor();
  const first = cards.first();
  expect(await first.getByText(/^[A-Z][a-z]+ \d{1,2}, 2026$/).count()).toBe(1);
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: 'READ MORE' }).click();
  await page.waitForURL('**/blog-details/*');
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Related Post' }).waitFor();
  await page.getByRole('heading', { name: 'Tags' }).waitFor();
  const related = page.getByRole('complementary').getByRole('link').first();
  const relatedTitle = (await related.textContent()) ?? '';
  await related.click();
  await page.getByRole('heading', { name: relatedTitle, level: 1 }).waitFor();

  await page.goto(new URL('/blog-details/no-such-post', page.url()).href);
  await page.getByText(MESSAGES.blogPostNotFound).waitFor();
  await page.getByRole('link', { name: '← Back to Blog' }).click();
  await page.waitForURL('**/blog');
});

test('feedback: the nine checks in order, each a toast that stops; sent offline, said so; sent, the form empties', async () => {
  const page = await visitorOn('/feedback');
  await page.getByRole('heading', { name: 'Feedback' }).waitFor();
  const submit = async (message: string) => {
    await page.getByRole('button', { name: 'SUBMIT FEEDBACK' }).click();
    await page.getByRole('status').filter({ hasText: message }).last().waitFor();
  };
  const type = page.getByRole('group', { name: 'Type' });
  expect(await type.getByRole('radio', { name: 'Concern' }).isChecked()).toBe(true);

  await submit(MESSAGES.feedbackName);
  await page.getByLabel('Name').fill('Asha Patel');
  await submit(MESSAGES.feedbackCity);
  await page.getByLabel('City').selectOption('Vadodara');
  await submit(MESSAGES.feedbackOutlet);
  // Only the city's outlets are offered.
  const outlets = await page.getByLabel('Outlet').locator('option').allTextContents();
  expect(outlets.slice(1).every((name) => name.startsWith('Wokflow'))).toBe(true);
  await page.getByLabel('Outlet').selectOption({ index: 1 });
  await submit(MESSAGES.feedbackMobile);
  await page.getByLabel('Mobile Number').fill('98765');
  await submit(MESSAGES.feedbackMobileDigits);
  await page.getByLabel('Mobile Number').fill('9876543210');
  await submit(MESSAGES.feedbackEmail);
  await page.getByLabel('Email').fill('asha@');
  await submit(MESSAGES.feedbackEmailInvalid);
  await page.getByLabel('Email').fill('asha@example.com');
  await submit(MESSAGES.feedbackComments);
  // Comments past the most the server takes stop at it, rather than be refused with a wrong message.
  await page.getByLabel('Comments').fill('a'.repeat(2100));
  expect((await page.getByLabel('Comments').inputValue()).length).toBe(2000);
  await type.getByRole('radio', { name: 'Appreciation' }).check();
  await page.getByLabel('Comments').fill('The Jain Manchurian was perfect.');
  // Sent offline: said so, and nothing typed is lost.
  await page.context().setOffline(true);
  await submit(MESSAGES.offlineCall);
  expect(await page.getByLabel('Comments').inputValue()).toBe('The Jain Manchurian was perfect.');
  await page.context().setOffline(false);
  await submit(MESSAGES.feedbackSent);

  expect(await page.getByLabel('Name').inputValue()).toBe('');
  expect(await page.getByLabel('City').inputValue()).toBe('');
  expect(await page.getByLabel('Comments').inputValue()).toBe('');
  expect(await type.getByRole('radio', { name: 'Concern' }).isChecked()).toBe(true);
});

test("each page names the browser tab after itself, the home page with the shop's own title", async () => {
  const page = await visit('granted');
  await closeOfferPopup(page);
  const home = 'Wokflow: Indo-Chinese food, delivered or to take away';
  // Each page renders its `<title>`, which React puts first in the head, and takes away with the page: polled.
  const title = () => page.title();
  await expect.poll(title).toBe(home);
  const footerLink = (name: string) => page.getByRole('contentinfo').getByRole('link', { name, exact: true });

  await footerLink('Offers').click();
  await expect.poll(title).toBe('Offers · Wokflow');
  await footerLink('Blog').click();
  await expect.poll(title).toBe('Blog · Wokflow');
  const first = page.getByRole('article').first();
  const post = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: 'READ MORE' }).click();
  await expect.poll(title).toBe(`${post} · Wokflow`);
  await footerLink('Feedback').click();
  await expect.poll(title).toBe('Feedback · Wokflow');
  await page.getByRole('link', { name: 'Wokflow home' }).click();
  await expect.poll(title).toBe(home);

  await page.goto(new URL('/no/such/page', page.url()).href);
  await expect.poll(title).toBe('Page not found · Wokflow');
});
