import { Link, useLoaderData } from 'react-router';
import type { layoutLoader } from '../../app/loaders/layoutLoader.ts';
import { Loaded } from '../../ui/Loaded.tsx';
import { FooterContent } from './FooterContent.tsx';
import * as styles from './footer.css.ts';
import { FOOTER_COLUMNS, SOCIAL_LINKS } from './footerLinks.ts';
import { SocialIcon } from './SocialIcon.tsx';

/** Link columns, the cities served and coming soon, social links and the app badges. */
export default function FooterSections() {
  // The layout route's data: the footer is part of the layout, not of a page.
  const { content } = useLoaderData<typeof layoutLoader>();
  return (
    <div className={styles.inner}>
      <div className={styles.columns}>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={column.title} className={styles.column}>
            <h2 className={styles.heading}>{column.title}</h2>
            <ul className={styles.links}>
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className={styles.link}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <Loaded data={content} pending={null}>
          {(loaded) => <FooterContent content={loaded} />}
        </Loaded>
      </div>
      <div className={styles.bottom}>
        <ul className={styles.social} aria-label="Follow us">
          {SOCIAL_LINKS.map((social) => (
            <li key={social.label}>
              <a className={styles.socialLink} href={social.href} target="_blank" rel="noopener noreferrer">
                <SocialIcon network={social.label} />
                <span>{social.label}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>© {new Date().getFullYear()} Wokflow. Indo-Chinese kitchens across Gujarat.</p>
      </div>
    </div>
  );
}
