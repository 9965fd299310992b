import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as styles from './infoPage.css.ts';

/** A written page (FAQs, privacy, terms, disclaimer): its title, its text, and Back to Home. */
export function InfoPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <main className={styles.page}>
      <title>{`${title} · Wokflow`}</title>
      <article className={styles.article}>
        <h1 className={styles.title}>{title}</h1>
        {updated && <p className={styles.updated}>Last updated {updated}</p>}
        {children}
        <Link to="/" className={styles.back}>
          ← Back to Home
        </Link>
      </article>
    </main>
  );
}
