import { Link } from 'react-router';
import type { SuperCategory } from '../../../contract/menu.ts';
import { Picture } from '../../ui/Picture.tsx';
import { skeleton } from '../../ui/skeleton.css.ts';
import * as styles from './CategoryStrip.css.ts';

interface CategoryStripProps {
  /** null while they load: grey chips of the same height hold their place. */
  superCategories: readonly SuperCategory[] | null;
  /** The super-category shown; undefined for the whole menu. */
  selectedId: string | undefined;
}

/**
 * On a phone the chosen section may sit beyond the screen's edge: it is brought to the middle of the strip.
 * Only a super-category's chip: 'All' opens the strip, and measuring makes the browser lay out the page there
 * and then, in the same task as React's commit (about 35 ms of a phone's time on the whole menu).
 */
function centreInStrip(chip: HTMLAnchorElement | null) {
  const strip = chip?.parentElement;
  if (!chip || !strip || strip.scrollWidth <= strip.clientWidth) return;
  const chipBox = chip.getBoundingClientRect();
  const stripBox = strip.getBoundingClientRect();
  strip.scrollLeft += chipBox.left - stripBox.left - (strip.clientWidth - chipBox.width) / 2;
}

/** The menu's sections: the whole menu or one super-category, the one shown highlighted. */
export function CategoryStrip({ superCategories, selectedId }: CategoryStripProps) {
  const chipProps = (selected: boolean, centred = true) =>
    selected
      ? { 'aria-current': 'page' as const, ref: centred ? centreInStrip : undefined }
      : { 'aria-current': undefined };
  return (
    <nav className={styles.strip} aria-label="Menu sections">
      <Link
        to="/product"
        className={`${styles.chip} ${styles.textOnly}`}
        {...chipProps(selectedId === undefined, false)}
      >
        All
      </Link>
      {superCategories === null &&
        [1, 2, 3, 4, 5].map((placeholder) => (
          <span key={placeholder} className={`${styles.chip} ${styles.placeholder} ${skeleton}`} aria-hidden="true" />
        ))}
      {superCategories?.map((superCategory) => (
        <Link
          key={superCategory.superCategory_id}
          to={`/product/${superCategory.superCategory_id}`}
          className={styles.chip}
          {...chipProps(selectedId === superCategory.superCategory_id)}
        >
          <Picture className={styles.thumb} src={superCategory.image} width={30} height={30} />
          {superCategory.superCategoryName}
        </Link>
      ))}
    </nav>
  );
}
