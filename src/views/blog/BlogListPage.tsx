import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router';
import type { BlogPost } from '../../../contract/blog.ts';
import { blogMachine } from '../../../machines/blog/blog.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { blogEffects } from '../../app/pageEffects.ts';
import { Button } from '../../ui/Button.tsx';
import { Picture } from '../../ui/Picture.tsx';
import * as styles from './blog.css.ts';
import { blogDate } from './blogText.ts';

function BlogCard({ post }: { post: BlogPost }) {
  return (
    <article className={styles.card} aria-label={post.title}>
      <Picture className={styles.cardImage} src={post.image} width={600} height={400} />
      <div className={styles.cardBody}>
        <p className={styles.date}>{blogDate(post.createdAt)}</p>
        <h2 className={styles.cardTitle}>{post.title}</h2>
        <Link to={`/blog-details/${encodeURIComponent(post.id)}`} className={styles.more}>
          READ MORE
        </Link>
      </div>
    </article>
  );
}

/** /blog: every post as a card (image, date, title, READ MORE), newest first. */
export default function BlogListPage() {
  const actor = useActorRef(blogMachine.provide(blogEffects(() => undefined)), {
    input: { page: 'list' },
    inspect: inspectForViewer,
  });
  const posts = useSelector(actor, (snapshot) => snapshot.context.posts);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));

  return (
    <main className={styles.page}>
      <title>Blog · Wokflow</title>
      <h1 className={styles.title}>Blog</h1>
      {loading ? (
        <p role="status">Loading the posts…</p>
      ) : failed ? (
        <div role="alert">
          <p>The posts could not be loaded.</p>
          <Button onClick={() => actor.send({ type: 'blog.retry' })}>Try again</Button>
        </div>
      ) : (
        <ul className={styles.cards}>
          {posts.map((post) => (
            <li key={post.id}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
