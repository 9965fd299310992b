import type sanitizeHtml from 'sanitize-html';

/**
 * What a post's HTML may hold: paragraphs, two heading levels, lists, emphasis, quotes, links and
 * pictures. Everything else goes: scripts, styles, frames, forms, SVG and MathML, every event handler,
 * `style` and `class` attribute, and every URL but http(s) and mailto links and http(s) pictures.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'img', 'blockquote', 'br'],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title', 'width', 'height'] },
  // Relative URLs (a link to /store, a picture under /images) have no scheme and stay; protocol-relative
  // ones (//host/...) are another site and go.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  // Removed tags keep their text, but the text of these is code or markup, never prose: it goes too.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'noembed', 'noframes', 'iframe', 'title'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A post's links open other sites: those get no handle on this page and learn nothing of it.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
};

/**
 * sanitize-html (with the CSS parser it stands on) adds about 16 MB to the server: it loads with the first blog
 * read, whose replies the catalogue cache then keeps, rather than with every server.
 */
let sanitizer: Promise<typeof sanitizeHtml> | undefined;

/** A post's HTML as it may reach the page. Stored posts keep what their author wrote; this runs on every read. */
export async function sanitizeBlogHtml(html: string): Promise<string> {
  sanitizer ??= import('sanitize-html').then((module) => module.default);
  return (await sanitizer)(html, OPTIONS);
}
