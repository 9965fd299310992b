import type { ContentData } from '../../../contract/content.ts';
import { AppBadges } from '../../ui/AppBadges.tsx';
import * as styles from './footer.css.ts';

/** The parts of the footer that come from the chain's content: cities and app links. */
export function FooterContent({ content }: { content: ContentData }) {
  return (
    <>
      <section className={styles.column} aria-labelledby="footer-cities">
        <h2 id="footer-cities" className={styles.heading}>
          Cities we serve
        </h2>
        <ul className={styles.cities}>
          {content.citiesServed.map((city) => (
            <li key={city}>{city}</li>
          ))}
        </ul>
        {content.comingSoonCities.length > 0 && (
          <>
            <h3 className={styles.subheading}>Coming soon</h3>
            <ul className={styles.cities}>
              {content.comingSoonCities.map((city) => (
                <li key={city}>{city}</li>
              ))}
            </ul>
          </>
        )}
      </section>
      <section className={styles.column} aria-labelledby="footer-apps">
        <h2 id="footer-apps" className={styles.heading}>
          Get the app
        </h2>
        <AppBadges appLinks={content.appLinks} />
      </section>
    </>
  );
}
