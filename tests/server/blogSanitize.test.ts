import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BlogReplySchema } from '../../contract/blog.ts';
import type { Db } from '../../server/db/db.ts';
import { sanitizeBlogHtml } from '../../server/domain/blogHtml.ts';
import { api, expectData, testApp } from './support/http.ts';
import { openTestDb } from './support/testDb.ts';

const ALLOWED: Record<string, readonly string[]> = {
  p: [],
  h2: [],
  h3: [],
  ul: [],
  ol: [],
  li: [],
  strong: [],
  em: [],
  blockquote: [],
  br: [],
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
};
/** http(s), mailto for links, or a path on this site; never another scheme or a protocol-relative URL. */
const SAFE_URL = /^(https?:\/\/|mailto:|\/(?!\/)|[^:/]*$)/i;

/**
 * Checks sanitized HTML as a browser would meet it: every tag is one a post may hold, every attribute one
 * its tag may carry, every URL a safe one, and links carry rel="noopener noreferrer".
 */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<\s*\/?\s*(script|iframe|svg|math|object|embed|style|form|input|base|meta|link)\b/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  for (const [, name = '', attributes = ''] of html.matchAll(/<([a-zA-Z0-9]+)([^>]*)>/g)) {
    const allowed = ALLOWED[name.toLowerCase()];
    expect(allowed, `<${name}> is not allowed`).toBeDefined();
    for (const [, attribute = '', value = ''] of attributes.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)) {
      expect(allowed, `${attribute} on <${name}>`).toContain(attribute.toLowerCase());
      if (attribute === 'href' || attribute === 'src') expect(value, `${attribute} of <${name}>`).toMatch(SAFE_URL);
    }
    if (name === 'a') expect(attributes).toContain('rel="noopener noreferrer"');
  }
}

const HOSTILE: Record<string, string> = {
  script: '<p>Hello</p><script>alert(document.cookie)</script>',
  'script with attributes': '<script src="https://evil.example/x.js"></script><p>after</p>',
  'img onerror': '<img src="x" onerror="alert(1)">',
  'img onerror, unquoted and mixed case': '<IMG SRC=/x.png OnErRoR=alert(1)>',
  'javascript: link': '<a href="javascript:alert(1)">win a prize</a>',
  'javascript: link in capitals with spaces': '<a href="  JaVaScRiPt:alert(1)">x</a>',
  'javascript: link with an encoded tab': '<a href="java&#x09;script:alert(1)">x</a>',
  'javascript: link with entity letters': '<a href="&#106;&#97;vascript:alert(1)">x</a>',
  'javascript: link with zero-padded entities': '<a href="&#0000106avascript:alert(1)">x</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">x</a>',
  'svg onload': '<svg onload="alert(1)"><circle r="5"/></svg>',
  'svg animate to javascript:':
    '<svg><a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>',
  iframe: '<iframe src="https://evil.example"></iframe><p>ok</p>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'style attribute': '<p style="background:url(javascript:alert(1))">styled</p>',
  'style element': '<style>body { display: none }</style><p>x</p>',
  'data: picture': '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="x">',
  'data: link': '<a href="data:text/html,<script>alert(1)</script>">x</a>',
  'protocol-relative picture': '<img src="//evil.example/track.gif">',
  'event handlers on allowed tags': '<p onclick="alert(1)" onmouseover="alert(2)">x</p><h2 onfocus="alert(3)">t</h2>',
  'object and embed': '<object data="https://evil.example/x.swf"></object><embed src="x.swf">',
  'form and input': '<form action="javascript:alert(1)"><input autofocus onfocus="alert(1)"></form>',
  'meta refresh and base':
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">',
  'math with a link': '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  'noscript mutation': '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></p></noscript>',
  'textarea breakout': '<textarea></textarea><script>alert(1)</script></textarea>',
  srcset: '<img src="/a.png" srcset="javascript:alert(1) 1x">',
  'class and id': '<p class="x" id="y">x</p>',
};

describe('sanitizeBlogHtml', () => {
  test.each(Object.entries(HOSTILE))('%s: nothing that runs survives', async (_name, html) => {
    expectHarmless(await sanitizeBlogHtml(html));
  });

  test.each(Object.entries(HOSTILE))('%s: the check above refuses it unsanitized', (_name, html) => {
    expect(() => expectHarmless(html)).toThrow();
  });

  test('keeps the text around what it removes, but not the code inside scripts and frames', async () => {
    expect(await sanitizeBlogHtml(HOSTILE.script ?? '')).toBe('<p>Hello</p>');
    expect(await sanitizeBlogHtml(HOSTILE.iframe ?? '')).toBe('<p>ok</p>');
    expect(await sanitizeBlogHtml(HOSTILE['style attribute'] ?? '')).toBe('<p>styled</p>');
    expect(await sanitizeBlogHtml(HOSTILE['javascript: link'] ?? '')).toBe(
      '<a rel="noopener noreferrer">win a prize</a>',
    );
    expect(await sanitizeBlogHtml(HOSTILE['img onerror'] ?? '')).toBe('<img src="x" />');
  });

  test('keeps what a post is made of: paragraphs, headings, lists, emphasis, quotes, links and pictures', async () => {
    const post = [
      '<h2>Heading</h2><h3>Smaller</h3>',
      '<p>Some <strong>bold</strong> and <em>light</em> words.<br />A new line.</p>',
      '<ul><li>one</li></ul><ol><li>two</li></ol>',
      '<blockquote>Said well.</blockquote>',
      '<p><a href="https://example.com/page" rel="noopener noreferrer">elsewhere</a>, ',
      '<a href="/store" rel="noopener noreferrer">our outlets</a>, ',
      '<a href="mailto:care@wokflow.in" rel="noopener noreferrer">write to us</a></p>',
      '<img src="/images/dishes/veg-hakka-noodles.svg" alt="Noodles" />',
      '<img src="https://cdn.example.com/a.png" alt="A" />',
    ].join('');
    expect(await sanitizeBlogHtml(post)).toBe(post);
  });

  test('gives every link rel="noopener noreferrer", replacing whatever the author wrote', async () => {
    expect(await sanitizeBlogHtml('<a href="https://example.com" rel="opener" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('GET blogs with hostile HTML in the table', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDb();
    await db.query(
      `INSERT INTO blog_posts (id, image, title, description, tags, created_at)
       VALUES ('hostile-post', '/images/dishes/veg-hakka-noodles.svg', 'Hostile', $1, '{recipes}', '2026-12-01T10:00:00+05:30')`,
      [Object.values(HOSTILE).join('\n')],
    );
  });
  afterAll(() => db?.close());

  const app = () => testApp(db, new Date('2026-12-02T12:00:00+05:30'));

  test('the post, the list and the related posts are all sanitized; the table keeps what was written', async () => {
    const one = expectData(await api.get(app(), 'blogs?id=hostile-post'), BlogReplySchema);
    expect(one.data).toHaveLength(1);
    expectHarmless(one.data[0]?.description ?? '');
    expect(one.data[0]?.description).toContain('<p>Hello</p>');

    const all = expectData(await api.get(app(), 'blogs'), BlogReplySchema);
    expect(all.data[0]?.id, 'the newest post comes first').toBe('hostile-post');
    for (const post of all.data) expectHarmless(post.description);

    const related = expectData(await api.get(app(), 'blogs?id=veg-hakka-noodles-at-home'), BlogReplySchema).related;
    expect(related.map((post) => post.id)).toContain('hostile-post');
    for (const post of related) expectHarmless(post.description);

    const [stored] = await db.query<{ description: string }>(
      "SELECT description FROM blog_posts WHERE id = 'hostile-post'",
    );
    expect(stored?.description).toContain('<script>alert(document.cookie)</script>');
  });
});
