import type { ContentData } from '../../../contract/content.ts';
import { AppBadges } from '../../ui/AppBadges.tsx';
import * as styles from './AppPromo.css.ts';

/** Where to get the chain's phone app. */
export function AppPromo({ appLinks }: { appLinks: ContentData['appLinks'] }) {
  return (
    <section className={styles.promo} aria-labelledby="app-promo">
      <div>
        <h2 id="app-promo" className={styles.heading}>
          Order faster with our app
        </h2>
        <p className={styles.text}>Track your order, keep your favourites and reorder in two taps.</p>
      </div>
      <AppBadges appLinks={appLinks} />
    </section>
  );
}
