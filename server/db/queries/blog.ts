import type { BlogPost } from '../../../contract/blog.ts';
import { sanitizeBlogHtml } from '../../domain/blogHtml.ts';
import type { Db } from '../db.ts';

/** How many related posts a post shows. */
export const RELATED_POSTS = 4;

interface BlogPostRow {
  id: string;
  image: string;
  title: string;
  description: string;
  tags: string[];
  created_at: Date | string;
}

const SELECT_POSTS = 'SELECT id, image, title, description, tags, created_at FROM blog_posts';
const NEWEST_FIRST = 'ORDER BY created_at DESC, id';

/** A post as it reaches the page: its HTML sanitized here, on every read, whatever the table holds. */
async function toPost(row: BlogPostRow): Promise<BlogPost> {
  return {
    id: row.id,
    image: row.image,
    title: row.title,
    description: await sanitizeBlogHtml(row.description),
    createdAt: new Date(row.created_at).toISOString(),
    tags: row.tags,
  };
}

export async function allPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.query<BlogPostRow>(`${SELECT_POSTS} ${NEWEST_FIRST}`);
  return Promise.all(rows.map(toPost));
}

export async function findPost(db: Db, id: string): Promise<BlogPost | null> {
  const [row] = await db.query<BlogPostRow>(`${SELECT_POSTS} WHERE id = $1`, [id]);
  return row ? toPost(row) : null;
}

/** Up to four other posts sharing at least one of the post's tags, newest first. */
export async function relatedPosts(db: Db, post: Pick<BlogPost, 'id' | 'tags'>): Promise<BlogPost[]> {
  const rows = await db.query<BlogPostRow>(
    `${SELECT_POSTS} WHERE id <> $1 AND tags && $2::text[] ${NEWEST_FIRST} LIMIT ${RELATED_POSTS}`,
    [post.id, post.tags],
  );
  return Promise.all(rows.map(toPost));
}
