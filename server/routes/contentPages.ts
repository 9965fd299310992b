import { Hono } from 'hono';
import * as v from 'valibot';
import type { BlogReply } from '../../contract/blog.ts';
import * as MESSAGES from '../../contract/messages.ts';
import { about } from '../content/about.ts';
import { mediaGallery } from '../content/gallery.ts';
import { allPosts, findPost, relatedPosts } from '../db/queries/blog.ts';
import type { AppDeps } from '../deps.ts';
import { ok } from '../http/reply.ts';
import { pathText, validQuery } from '../http/validate.ts';
import { contentPageOperations as doc } from '../openapi/operations/contentPages.ts';

const BlogQuery = v.object({ id: v.optional(pathText('id')) });

/** The information pages: the blog, the about page and the media gallery. No session needed. */
export function contentPageRoutes({ db }: AppDeps) {
  return new Hono()
    .get('/blogs', doc.blogs, validQuery(BlogQuery), async (c) => {
      const { id } = c.req.valid('query');
      if (id === undefined) return ok<BlogReply>(c, { data: await allPosts(db), related: [] });
      const post = await findPost(db, id);
      if (!post) return ok<BlogReply>(c, { data: [], related: [] }, MESSAGES.blogPostNotFound);
      return ok<BlogReply>(c, { data: [post], related: await relatedPosts(db, post) });
    })
    .get('/about', doc.about, (c) => ok(c, about))
    .get('/restaurant/images', doc.gallery, (c) => ok(c, mediaGallery));
}
