import * as styles from './PageLoading.css.ts';

/** Shown in the page's place while its code arrives. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      Loading…
    </div>
  );
}
