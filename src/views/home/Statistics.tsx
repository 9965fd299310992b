import type { Stat } from '../../../contract/content.ts';
import * as styles from './Statistics.css.ts';

/** The third figure is a share (%), the others are lower bounds (+). */
const suffix = (index: number) => (index === 2 ? '%' : '+');

export function Statistics({ statistics }: { statistics: readonly Stat[] }) {
  if (statistics.length === 0) return null;
  return (
    <section aria-label="Wokflow in numbers">
      <ul className={styles.list}>
        {statistics.map((stat, index) => (
          <li key={stat.title} className={styles.item}>
            <span className={styles.count}>
              {stat.count}
              {suffix(index)}
            </span>
            <span className={styles.title}>{stat.title}</span>
            <p className={styles.description}>{stat.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
