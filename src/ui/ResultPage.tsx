import { type ReactNode, useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Loaded } from './Loaded.tsx';
import * as styles from './ResultPage.css.ts';

/** What became of the order or payment: the banner's colour, its heading and a line under it. */
export interface ResultHeadline {
  tone: 'success' | 'failure' | 'waiting';
  heading: string;
  note?: string;
}

type ResultPageProps = ResultHeadline & {
  /** The details, then the actions. */
  children: ReactNode;
  actions: ReactNode;
};

/** A payment or order result: the coloured headline, what it concerns, and where to go next. */
export function ResultPage({ tone, heading, note, children, actions }: ResultPageProps) {
  return (
    <main className={styles.page}>
      <title>{`${heading} · Wokflow`}</title>
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

/**
 * Sends the customer home in place of a result that is not there. Not react-router's <Navigate>: it
 * would be the only use of it, in the first script every visit loads; this stays with the result pages.
 */
function HomeInstead() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}

/**
 * What a result page is about (an order, a wallet top-up), from its route loader: the blank page while
 * it loads; when there is none, the customer is sent home (spec sections 2 and 8).
 */
export function ResultOf<T>({ result, children }: { result: Promise<T | null>; children: (found: T) => ReactNode }) {
  return (
    <Loaded data={result} pending={<ResultLoading />} missing={<HomeInstead />}>
      {children}
    </Loaded>
  );
}
