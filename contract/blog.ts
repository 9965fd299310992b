import * as v from 'valibot';

/**
 * A blog post (spec section 3). `description` is HTML the server has already sanitized: no scripts,
 * event-handler attributes or `javascript:` links ever reach the page.
 */
export const BlogPostSchema = v.object({
  id: v.string(),
  image: v.string(),
  title: v.string(),
  /** Sanitized HTML. */
  description: v.string(),
  /** ISO date and time; the page shows it as 'MMMM D, YYYY'. */
  createdAt: v.string(),
  tags: v.array(v.string()),
});
export type BlogPost = v.InferOutput<typeof BlogPostSchema>;

/**
 * `GET blogs`: `data.data` every post, newest first, and `data.related` empty. `GET blogs?id={id}`:
 * `data.data` the posts matching the id (one, or none for an unknown id) and `data.related` up to 4
 * other posts sharing its tags. The spec's client sends a reader to /blog when an id matches more than
 * one post.
 */
export const BlogReplySchema = v.object({
  data: v.array(BlogPostSchema),
  related: v.array(BlogPostSchema),
});
export type BlogReply = v.InferOutput<typeof BlogReplySchema>;
