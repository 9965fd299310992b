import type { ReactNode } from 'react';
import * as styles from './ResultPage.css.ts';

interface ResultPageProps {
  tone: 'success' | 'failure' | 'waiting';
  heading: string;
  /** A line under the heading. */
  note?: string;
  /** The details, then the actions. */
  children: ReactNode;
  actions: ReactNode;
}

/** A payment or order result: the coloured headline, what it concerns, and where to go next. */
export function ResultPage({ tone, heading, note, children, actions }: ResultPageProps) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="result-heading">
        <div className={styles.banner({ tone })}>
          <h1 id="result-heading" className={styles.heading}>
            {heading}
          </h1>
          {note && <p>{note}</p>}
        </div>
        {children}
        <div className={styles.actions}>{actions}</div>
      </section>
    </main>
  );
}

/** The page while its order or payment is still being read. */
export function ResultLoading() {
  return <main className={styles.page} aria-busy="true" />;
}
