import { Hono } from 'hono';
import * as v from 'valibot';
import type { BlogReply } from '../../contract/blog.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { about } from '../content/about.ts';
import { mediaGallery } from '../content/gallery.ts';
import type { Db } from '../db/db.ts';
import { allPosts, findPost, relatedPosts } from '../db/queries/blog.ts';
import type { AppDeps } from '../deps.ts';
import { type CatalogueRead, catalogueCacheOf } from '../http/catalogueCache.ts';
import { ok } from '../http/reply.ts';
import { pathText, validQuery } from '../http/validate.ts';
import { contentPageOperations as doc } from '../openapi/operations/contentPages.ts';

const BlogQuery = v.object({ id: v.optional(pathText('id')) });

/** Every post, or one with its related posts; an unknown id is an empty page, with a message (not kept). */
async function blogPage(db: Db, id: string | undefined): Promise<CatalogueRead> {
  if (id === undefined) return { data: { data: await allPosts(db), related: [] } satisfies BlogReply };
  const post = await findPost(db, id);
  if (!post)
    return { data: { data: [], related: [] } satisfies BlogReply, msg: MESSAGES.blogPostNotFound, keep: false };
  return { data: { data: [post], related: await relatedPosts(db, post) } satisfies BlogReply };
}

/** The information pages: the blog, the about page and the media gallery. No session needed. */
export function contentPageRoutes(deps: AppDeps) {
  const { db } = deps;
  const catalogue = catalogueCacheOf(deps);
  return new Hono()
    .get('/blogs', doc.blogs, validQuery(BlogQuery), async (c) => {
      const { id } = c.req.valid('query');
      return catalogue.reply(c, `blog ${JSON.stringify(id ?? null)}`, () => blogPage(db, id));
    })
    .get('/about', doc.about, (c) => ok(c, about))
    .get('/restaurant/images', doc.gallery, (c) => ok(c, mediaGallery));
}
