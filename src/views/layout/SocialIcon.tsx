import * as styles from './SocialIcon.css.ts';

export type Network = keyof typeof styles.icon;

/**
 * A network's mark, drawn in the link's colour: the shape is a file of public/icons used as a mask, so its
 * path data is not in the page's JavaScript.
 */
export function SocialIcon({ network }: { network: Network }) {
  return <span className={styles.icon[network]} aria-hidden="true" />;
}
