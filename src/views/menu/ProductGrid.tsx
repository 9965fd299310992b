import { memo } from 'react';
import type { Product, ProductGroup } from '../../../contract/menu.ts';
import * as MESSAGES from '../../../contract/messages.ts';
import { visuallyHidden } from '../../ui/a11y.css.ts';
import { laterSection } from './laterSection.css.ts';
import { ProductCard } from './ProductCard.tsx';
import * as styles from './ProductGrid.css.ts';
import { useSectionsShown } from './useSectionsShown.ts';

interface ProductGridProps {
  /** The dish chosen in the search, if any. */
  chosenId: string | null;
  /** Veg-only hid every dish of the list. */
  allHiddenByVegOnly: boolean;
}

function Cards({
  products,
  chosenId,
}: Omit<ProductGridProps, 'allHiddenByVegOnly'> & { products: readonly Product[] }) {
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product._id}>
          <ProductCard product={product} chosen={product._id === chosenId} />
        </li>
      ))}
    </ul>
  );
}

function NoProducts({ allHiddenByVegOnly }: Pick<ProductGridProps, 'allHiddenByVegOnly'>) {
  return <p className={styles.empty}>{allHiddenByVegOnly ? MESSAGES.noVegProducts : MESSAGES.noProducts}</p>;
}

interface MenuSectionProps extends Omit<ProductGridProps, 'allHiddenByVegOnly'> {
  group: ProductGroup;
  /** Past the first view: laid out and painted only as it nears the screen. */
  later: boolean;
}

/** A category's heading and dishes; memoised, so that each step that adds sections leaves those shown alone. */
const MenuSection = memo(function MenuSection({ group, later, ...props }: MenuSectionProps) {
  return (
    <section aria-label={group._id} className={later ? laterSection : undefined}>
      <h2 className={styles.groupHeading}>
        {group._id} <span className={styles.count}>({group.products.length})</span>
      </h2>
      <Cards products={group.products} {...props} />
    </section>
  );
});

/**
 * The menu as the server grouped it: a heading per category. The sections past the first view come just
 * after it and are laid out as they near the screen, unless a chosen dish is to be scrolled to.
 */
export function GroupedProducts({ groups, ...props }: ProductGridProps & { groups: readonly ProductGroup[] }) {
  const findingDish = props.chosenId !== null;
  const { shown, firstView } = useSectionsShown(groups, findingDish);
  if (groups.length === 0) return <NoProducts {...props} />;
  return (
    <div className={styles.groups}>
      {groups.slice(0, shown).map((group, index) => (
        <MenuSection
          key={group._id}
          group={group}
          later={index >= firstView && !findingDish}
          chosenId={props.chosenId}
        />
      ))}
    </div>
  );
}

/** Filtered or sorted dishes, in the order the server gave. */
export function FlatProducts({ products, ...props }: ProductGridProps & { products: readonly Product[] }) {
  if (products.length === 0) return <NoProducts {...props} />;
  return <Cards products={products} {...props} />;
}

export function LoadingProducts() {
  return (
    <div className={styles.grid} role="status" aria-busy="true">
      <span className={visuallyHidden}>Loading the menu…</span>
      {[1, 2, 3, 4, 5, 6].map((placeholder) => (
        <div key={placeholder} className={styles.skeleton} />
      ))}
    </div>
  );
}
