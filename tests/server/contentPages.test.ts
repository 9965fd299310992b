import { access } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type BlogPost, BlogReplySchema } from '../../contract/blog.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { AboutSchema, MediaGallerySchema, StoreListSchema, StoreSchema } from '../../contract/store.ts';
import type { Db } from '../../server/db/db.ts';
import { api, expectData, expectRefusal, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const PUBLIC_DIR = fileURLToPath(new URL('../../public', import.meta.url));
const servedFromPublic = (path: string) => access(`${PUBLIC_DIR}${path}`);

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db?.close());

const app = () => testApp(db, new Date('2026-11-20T12:00:00+05:30'));
const newestFirst = (posts: BlogPost[]) =>
  posts.every((post, index) => index === 0 || (posts[index - 1]?.createdAt ?? '') >= post.createdAt);

describe('GET blogs', () => {
  test('gives every post, newest first, with no related posts', async () => {
    const reply = expectData(await api.get(app(), 'blogs'), BlogReplySchema);
    const stored = await db.query<{ id: string }>('SELECT id FROM blog_posts ORDER BY created_at DESC');
    expect(reply.data.map((post) => post.id)).toEqual(stored.map((row) => row.id));
    expect(reply.related).toEqual([]);
    expect(newestFirst(reply.data)).toBe(true);
  });

  test('the demo blog: at least 6 posts of 2026 with tags, pictures under public/, and real HTML', async () => {
    const posts = expectData(await api.get(app(), 'blogs'), BlogReplySchema).data;
    expect(posts.length).toBeGreaterThanOrEqual(6);
    const tags = new Set(posts.flatMap((post) => post.tags));
    for (const tag of ['recipes', 'jain', 'outlets', 'behind-the-wok', 'offers', 'events']) expect(tags).toContain(tag);
    for (const post of posts) {
      expect(post.createdAt, post.id).toMatch(/^2026-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(post.tags.length, post.id).toBeGreaterThan(0);
      await servedFromPublic(post.image);
      expect(post.description, post.id).toMatch(/<p>[^<]{40,}/);
      expect(post.description, post.id).toContain('<h2>');
      expect(post.description, post.id).toMatch(/<(ul|ol)>\s*<li>/);
      expect(post.description, post.id).toMatch(/<a href="(\/|mailto:)[^"]+" rel="noopener noreferrer">/);
    }
    const months = new Set(posts.map((post) => post.createdAt.slice(0, 7)));
    expect(months.size, 'dates spread over the year').toBe(posts.length);
  });

  test('?id= gives that post and up to 4 other posts sharing a tag, newest first', async () => {
    const all = expectData(await api.get(app(), 'blogs'), BlogReplySchema).data;
    for (const post of all) {
      const reply = expectData(await api.get(app(), `blogs?id=${post.id}`), BlogReplySchema);
      expect(reply.data).toEqual([post]);
      const sharing = all.filter((other) => other.id !== post.id && other.tags.some((tag) => post.tags.includes(tag)));
      expect(reply.related, post.id).toEqual(sharing.slice(0, 4));
    }
    const withRelated = all.filter((post) =>
      all.some((o) => o.id !== post.id && o.tags.some((t) => post.tags.includes(t))),
    );
    expect(withRelated.length).toBe(all.length);
  });

  describe('on a database of its own, where the test adds posts', () => {
    // Opened in a hook: a database of its own is a new one on PostgreSQL, more than a test's few seconds under load.
    let local: Db;
    beforeAll(async () => {
      local = await openTestDb();
    });
    afterAll(() => local?.close());

    test('related posts stop at 4 and leave out posts without a shared tag', async () => {
      const insert = (id: string, tags: string, date: string) =>
        local.query(
          `INSERT INTO blog_posts (id, image, title, description, tags, created_at)
           VALUES ($1, '/images/dishes/veg-hakka-noodles.svg', $1, '<p>x</p>', $2, $3)`,
          [id, tags, date],
        );
      await insert('probe-main', '{probe-a,probe-b}', '2026-12-10T10:00:00Z');
      for (const [index, tag] of ['probe-a', 'probe-b', 'probe-a', 'probe-b', 'probe-a'].entries()) {
        await insert(`probe-related-${index}`, `{${tag}}`, `2026-12-0${index + 1}T10:00:00Z`);
      }
      await insert('probe-unrelated', '{probe-c}', '2026-12-09T10:00:00Z');
      const reply = expectData(await api.get(testApp(local, new Date()), 'blogs?id=probe-main'), BlogReplySchema);
      expect(reply.related.map((post) => post.id)).toEqual([
        'probe-related-4',
        'probe-related-3',
        'probe-related-2',
        'probe-related-1',
      ]);
    });
  });

  test('an unknown id gives no post and says so; an empty one is refused', async () => {
    const reply = await api.get(app(), 'blogs?id=no-such-post');
    expect(expectData(reply, BlogReplySchema)).toEqual({ data: [], related: [] });
    expect(reply.body.msg).toBe(MESSAGES.blogPostNotFound);
    expectRefusal(await api.get(app(), 'blogs?id='), 400, 'id is required');
    expectRefusal(await api.get(app(), `blogs?id=${'x'.repeat(101)}`), 400, 'id is too long');
  });
});

describe('GET about', () => {
  test("gives the story, the founder, the spec's highlights, mission, vision and testimonials", async () => {
    const about = expectData(await api.get(app(), 'about'), AboutSchema);
    expect(about.story.length).toBeGreaterThanOrEqual(2);
    expect(about.story.length).toBeLessThanOrEqual(3);
    expect(about.highlights).toEqual([
      { count: 18, suffix: '+', label: 'Years of experience' },
      { count: 10, suffix: '+', label: 'Expert chefs' },
      { count: 200, suffix: '+', label: 'Daily visitors' },
      { count: 25, suffix: '+', label: 'Outlets' },
    ]);
    expect(about.founder.name).not.toBe('');
    await servedFromPublic(about.founder.image);
    expect(about.mission).not.toBe('');
    expect(about.vision).not.toBe('');
    expect(about.testimonials.length).toBeGreaterThanOrEqual(4);
    const served = await db.query<{ name: string }>('SELECT name FROM cities WHERE served');
    for (const testimonial of about.testimonials) expect(served.map((city) => city.name)).toContain(testimonial.city);
  });
});

describe('GET restaurant/images', () => {
  test('gives four pictures and one video, all served from public/', async () => {
    const gallery = expectData(await api.get(app(), 'restaurant/images'), MediaGallerySchema);
    expect(gallery.images).toHaveLength(4);
    for (const image of gallery.images) {
      await servedFromPublic(image.src);
      expect(image.alt).not.toBe('');
    }
    await servedFromPublic(gallery.video.src);
    await servedFromPublic(gallery.video.poster);
    expect(gallery.video.src).toMatch(/\.webm$/);
  });
});

interface OutletRow {
  id: string;
  city: string;
  is_active: boolean;
}

describe('GET storeList', () => {
  test("groups the active outlets by city, cities and outlets in the chain's order", async () => {
    const list = expectData(await api.get(app(), 'storeList'), StoreListSchema);
    const outlets = await db.query<OutletRow>(
      'SELECT o.id, o.city, o.is_active FROM outlets o JOIN cities c ON c.name = o.city ORDER BY c.sort_order, o.sort_order',
    );
    const active = outlets.filter((outlet) => outlet.is_active);
    expect(list.map((group) => group.city)).toEqual([...new Set(active.map((outlet) => outlet.city))]);
    expect(list.flatMap((group) => group.stores.map((store) => store.id))).toEqual(active.map((outlet) => outlet.id));
    for (const group of list) for (const store of group.stores) expect(store.city).toBe(group.city);
    expect(
      outlets.some((outlet) => !outlet.is_active),
      'the demo data has a closed outlet',
    ).toBe(true);
  });

  test('gives numbers as +91 numbers, the second one empty when there is none, and hours as read', async () => {
    const stores = expectData(await api.get(app(), 'storeList'), StoreListSchema).flatMap((group) => group.stores);
    const byId = new Map(stores.map((store) => [store.id, store]));
    expect(byId.get('surat-adajan')).toMatchObject({
      name: 'Wokflow Adajan',
      city: 'Surat',
      address: 'G-4, Shrusti Arcade, Anand Mahal Road, Adajan, Surat, Gujarat 395009',
      first_number: '+91 98250 11201',
      second_number: '+91 76000 11201',
      latitude: 21.1959,
      longitude: 72.7933,
      hours: '11:00 am to 11:00 pm',
    });
    expect(byId.get('surat-vesu')).toMatchObject({ second_number: '', hours: '11:00 am to 01:00 am' });
    expect(byId.get('ahmedabad-bodakdev')?.hours).toBe('12:00 pm to 01:00 am');
    for (const store of stores) {
      expect(store.first_number, store.id).toMatch(/^\+91 \d{5} \d{5}$/);
      expect(store.second_number, store.id).toMatch(/^(\+91 \d{5} \d{5})?$/);
      expect(store.hours, store.id).toMatch(/^\d\d:\d\d [ap]m to \d\d:\d\d [ap]m$/);
    }
  });
});

describe('GET store/details', () => {
  test('gives one outlet as storeList shows it', async () => {
    const listed = expectData(await api.get(app(), 'storeList'), StoreListSchema)[0]?.stores[0];
    const store = expectData(await api.get(app(), `store/details?id=${listed?.id}`), StoreSchema);
    expect(store).toEqual(listed);
  });

  test('an unknown or closed outlet is a 404; no id a 400', async () => {
    expectRefusal(await api.get(app(), 'store/details?id=no-such-outlet'), 404, MESSAGES.outletNotFound);
    const [closed] = await db.query<{ id: string }>('SELECT id FROM outlets WHERE NOT is_active');
    expectRefusal(await api.get(app(), `store/details?id=${closed?.id}`), 404, MESSAGES.outletNotFound);
    expectRefusal(await api.get(app(), 'store/details'), 400, 'id is required');
  });
});
