import type { BlogPost, BlogReply } from '../../contract/blog.ts';

export type BlogInput = { page: 'list' } | { page: 'post'; id: string };

export interface BlogContext {
  page: BlogInput['page'];
  /** The post's id on the post page; null on the list. */
  id: string | null;
  /** The list's posts, or the posts matching the id. */
  posts: BlogPost[];
  /** The post page's related posts. */
  related: BlogPost[];
}

export type BlogEvent =
  /** After a failed read: read again. */
  | { type: 'blog.retry' }
  /** The post page's id changed (a related post opened, or back and forward); ignored on the list. */
  | { type: 'id.change'; id: string };

/** What the app's actors receive and resolve with (`blogMachine.provide({ actors })`). */
export interface BlogActorIO {
  /** `GET blogs` (every post) or `GET blogs?id=` (the posts of that id and their related posts). */
  loadBlogs: { input: { id?: string }; output: BlogReply };
}

/** The actions the app supplies, and the params each receives. */
export interface BlogActionParams {
  /** More than one post matched the id: the reader goes to /blog (spec section 2). */
  openList: undefined;
  /** A failed read: logged (spec section 8: network failures show the customer nothing more). */
  logFailure: { error: unknown };
}
