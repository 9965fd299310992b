import { useSelector } from '@xstate/react';
import { Link } from 'react-router';
import { dishLink } from '../../app/dishLink.ts';
import { useDishSearchActor } from '../../app/shopHooks.ts';
import { AliasName } from '../../ui/AliasName.tsx';
import { Badge } from '../../ui/Badge.tsx';
import { cardPrice } from '../../ui/productText.ts';
import * as styles from './SearchResults.css.ts';

interface SearchResultsProps {
  onChoose: () => void;
}

/** The result panel under the search box: each dish links to its place in the menu. */
export function SearchResults({ onChoose }: SearchResultsProps) {
  const dishSearchActor = useDishSearchActor();
  const open = useSelector(dishSearchActor, (snapshot) => snapshot.hasTag('open'));
  const loading = useSelector(dishSearchActor, (snapshot) => snapshot.hasTag('loading'));
  const results = useSelector(dishSearchActor, (snapshot) => snapshot.context.results);

  if (!open) return null;
  return (
    <section className={results.length > 0 ? styles.panelWithResults : styles.panel} aria-label="Dish search results">
      <p className={styles.status} role="status">
        {loading ? 'Searching…' : results.length === 0 ? 'No dishes found' : `${results.length} dishes found`}
      </p>
      {results.length > 0 && (
        <ul className={styles.list}>
          {results.map((product) => (
            <li key={product._id}>
              <Link to={dishLink(product._id)} className={styles.result} onClick={onChoose}>
                <img className={styles.image} src={product.previewImage} alt="" width="48" height="48" loading="lazy" />
                <span className={styles.text}>
                  <span className={styles.name}>{product.name}</span>
                  <AliasName alias={product.aliasName} />
                  <span className={styles.meta}>
                    <Badge tone={product.isNonVeg ? 'nonVeg' : 'veg'}>{product.isNonVeg ? 'Non-veg' : 'Veg'}</Badge>
                    <span className={styles.price}>{cardPrice(product.rate)}</span>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
