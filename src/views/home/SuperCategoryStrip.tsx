import { useRef } from 'react';
import { Link } from 'react-router';
import { CATEGORY_SCROLL_STEP_PX } from '../../../contract/constants.ts';
import type { SuperCategory } from '../../../contract/menu.ts';
import { Picture } from '../../ui/Picture.tsx';
import { skeleton } from '../../ui/skeleton.css.ts';
import * as page from './home.css.ts';
import * as styles from './SuperCategoryStrip.css.ts';

/** How many grey stand-ins fill the strip while the super-categories load: more than a wide screen shows. */
const PLACEHOLDERS = 10;

function Placeholders() {
  return Array.from({ length: PLACEHOLDERS }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the stand-ins are all alike and never reorder
    <li key={index} className={styles.item} aria-hidden="true">
      <span className={styles.link}>
        <span className={`${styles.image} ${skeleton}`} />
        <span className={styles.name}>
          <span className={`${styles.placeholderName} ${skeleton}`} />
        </span>
      </span>
    </li>
  ));
}

/**
 * "What's on your mind?": the super-categories, scrolled sideways by swipe or by the arrow buttons;
 * grey stand-ins of the same size while they load (`null`).
 */
export function SuperCategoryStrip({ superCategories }: { superCategories: readonly SuperCategory[] | null }) {
  const stripRef = useRef<HTMLUListElement>(null);
  const scroll = (left: number) => stripRef.current?.scrollBy({ left, behavior: 'smooth' });

  return (
    <section className={styles.section} aria-labelledby="whats-on-your-mind">
      <div className={styles.head}>
        <h2 id="whats-on-your-mind" className={page.sectionHeading}>
          What's on your mind?
        </h2>
        <div className={styles.arrows}>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Scroll left"
            onClick={() => scroll(-CATEGORY_SCROLL_STEP_PX)}
          >
            ‹
          </button>
          <button
            type="button"
            className={styles.arrow}
            aria-label="Scroll right"
            onClick={() => scroll(CATEGORY_SCROLL_STEP_PX)}
          >
            ›
          </button>
        </div>
      </div>
      <ul ref={stripRef} className={styles.strip} aria-busy={superCategories === null}>
        {superCategories === null && <Placeholders />}
        {superCategories?.map((superCategory) => (
          <li key={superCategory.superCategory_id} className={styles.item}>
            <Link to={`/product/${superCategory.superCategory_id}`} className={styles.link}>
              <Picture className={styles.image} src={superCategory.image} width={112} height={112} />
              <span className={styles.name}>{superCategory.superCategoryName}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
