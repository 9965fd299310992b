import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import * as MESSAGES from '../../../contract/messages.ts';
import { blogMachine } from '../../../machines/blog/blog.machine.ts';
import { inspectForViewer } from '../../app/liveFlows.ts';
import { blogEffects } from '../../app/pageEffects.ts';
import { Badge } from '../../ui/Badge.tsx';
import { Button } from '../../ui/Button.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { TitledSection } from '../../ui/TitledSection.tsx';
import * as styles from './blog.css.ts';
import { blogDate } from './blogText.ts';

/**
 * /blog-details/{id}: the post (image, date, title, its sanitized HTML), Related Post, Tags and Back to
 * Blog; an id that matches more than one post goes to /blog, an unknown one says so (spec section 2).
 */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const actor = useActorRef(blogMachine.provide(blogEffects(() => navigate('/blog', { replace: true }))), {
    input: { page: 'post', id },
    inspect: inspectForViewer,
  });
  const post = useSelector(actor, (snapshot) => snapshot.context.posts[0] ?? null);
  const related = useSelector(actor, (snapshot) => snapshot.context.related);
  const loading = useSelector(actor, (snapshot) => snapshot.hasTag('loading'));
  const notFound = useSelector(actor, (snapshot) => snapshot.matches('notFound'));
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'));

  // A related post opens on the same page: the machine reads the new id.
  useEffect(() => {
    if (actor.getSnapshot().context.id !== id) actor.send({ type: 'id.change', id });
  }, [actor, id]);

  return (
    <main className={styles.page}>
      <title>{`${post?.title ?? 'Blog'} · Wokflow`}</title>
      <Link to="/blog" className={styles.back}>
        ← Back to Blog
      </Link>
      {loading ? (
        <p role="status">Loading the post…</p>
      ) : notFound ? (
        <p role="alert">{MESSAGES.blogPostNotFound}</p>
      ) : failed ? (
        <div role="alert">
          <p>The post could not be loaded.</p>
          <Button onClick={() => actor.send({ type: 'blog.retry' })}>Try again</Button>
        </div>
      ) : (
        post && (
          <div className={styles.layout}>
            <article className={styles.post}>
              <Picture className={styles.postImage} src={post.image} width={1200} height={600} eager />
              <p className={styles.date}>{blogDate(post.createdAt)}</p>
              <h1 className={styles.title}>{post.title}</h1>
              {/* The server sanitizes every post (sanitize-html, an allow-list): no script or handler reaches here. */}
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server, see above */}
              <div className={styles.body} dangerouslySetInnerHTML={{ __html: post.description }} />
            </article>
            <aside className={styles.side}>
              <TitledSection title="Related Post" className={styles.sideBox} headingClassName={styles.sideHeading}>
                <ul className={styles.related}>
                  {related.map((other) => (
                    <li key={other.id}>
                      <Link to={`/blog-details/${encodeURIComponent(other.id)}`} className={styles.relatedLink}>
                        {other.title}
                      </Link>
                      <p className={styles.date}>{blogDate(other.createdAt)}</p>
                    </li>
                  ))}
                </ul>
              </TitledSection>
              <TitledSection title="Tags" className={styles.sideBox} headingClassName={styles.sideHeading}>
                <ul className={styles.tags}>
                  {post.tags.map((tag) => (
                    <li key={tag}>
                      <Badge tone="neutral">{tag}</Badge>
                    </li>
                  ))}
                </ul>
              </TitledSection>
            </aside>
          </div>
        )
      )}
    </main>
  );
}
