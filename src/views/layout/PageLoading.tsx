import * as styles from './pageLoading.css.ts';

/** Shown in the page's place while its code arrives. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      Loading…
    </div>
  );
}
