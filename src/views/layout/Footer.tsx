import { lazy, Suspense } from 'react';
import { firstPaint } from '../../app/firstPaint.ts';
import * as styles from './footer.css.ts';

// The footer is below the fold of every page (the content is at least a screen high, AppLayout.css.ts): its
// links, cities and badges load once the first screen has painted, not with it.
const FooterSections = lazy(async () => {
  await firstPaint();
  return import('./FooterSections.tsx');
});

/** The site's footer, whose sections come once the first screen is painted. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <Suspense fallback={null}>
        <FooterSections />
      </Suspense>
    </footer>
  );
}
