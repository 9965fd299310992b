import 'keen-slider/keen-slider.min.css';
import { type KeenSliderOptions, useKeenSlider } from 'keen-slider/react';
import type { CartLine } from '../../../contract/cart.ts';
import type { Product } from '../../../contract/menu.ts';
import { DishAction } from '../../ui/DishAction.tsx';
import { FoodMark } from '../../ui/FoodMark.tsx';
import { Loaded } from '../../ui/Loaded.tsx';
import { Picture } from '../../ui/Picture.tsx';
import { cardPrice } from '../../ui/productText.ts';
import { skeleton } from '../../ui/skeleton.css.ts';
import { media } from '../../ui/theme.css.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import * as styles from './Recommendations.css.ts';

// Spec section 9: one slide, two from 340 px, three from 576 px; a grid from 992 px.
const CAROUSEL: KeenSliderOptions = {
  slides: { perView: 1, spacing: 12 },
  breakpoints: {
    '(min-width: 340px)': { slides: { perView: 2, spacing: 12 } },
    '(min-width: 576px)': { slides: { perView: 3, spacing: 16 } },
  },
};

// The tiles a phone's carousel shows first (up to three): their pictures load with the page, not once laid out.
const FIRST_SHOWN = 3;

function Tile({ product, eager }: { product: Product; eager: boolean }) {
  return (
    <article className={styles.tile}>
      <Picture className={styles.picture} src={product.previewImage} width={240} height={180} eager={eager} />
      <div className={styles.body}>
        <FoodMark nonVeg={product.isNonVeg} />
        <h3 className={styles.name}>{product.name}</h3>
        <div className={styles.footer}>
          <span className={styles.price}>{cardPrice(product.rate)}</span>
          <DishAction product={product} />
        </div>
      </div>
    </article>
  );
}

function Carousel({ products }: { products: readonly Product[] }) {
  const [sliderRef] = useKeenSlider<HTMLUListElement>(CAROUSEL);
  return (
    <ul ref={sliderRef} className={`keen-slider ${styles.carousel}`} aria-roledescription="carousel">
      {products.map((product, index) => (
        <li key={product._id} className="keen-slider__slide">
          <Tile product={product} eager={index < FIRST_SHOWN} />
        </li>
      ))}
    </ul>
  );
}

/** Grey tiles in the places the first dishes will take, as many as the screen shows. */
function PlaceholderTiles() {
  return (
    <ul className={styles.placeholders} aria-hidden="true">
      {[1, 2, 3, 4].map((placeholder) => (
        <li key={placeholder} className={styles.placeholderSlot}>
          <div className={styles.tile}>
            <div className={`${styles.picture} ${skeleton}`} />
            <div className={styles.body}>
              <span className={`${styles.placeholderLine} ${skeleton}`} />
              <span className={`${styles.placeholderButton} ${skeleton}`} />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

interface ShownProps {
  /** null while they load. */
  products: readonly Product[] | null;
}

/** A grid on wide screens, a carousel otherwise. */
function Shown({ products }: ShownProps) {
  const wide = useMediaQuery(media.wide);
  if (products?.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="recommendations-heading" aria-busy={products === null}>
      <h2 id="recommendations-heading" className={styles.heading}>
        Recommendations
      </h2>
      {products === null ? (
        <PlaceholderTiles />
      ) : wide ? (
        <ul className={styles.grid}>
          {products.map((product, index) => (
            <li key={product._id}>
              <Tile product={product} eager={index < FIRST_SHOWN} />
            </li>
          ))}
        </ul>
      ) : (
        // Keyed on the dishes, so keen-slider measures the new list afresh.
        <Carousel key={products.map((product) => product._id).join()} products={products} />
      )}
    </section>
  );
}

interface RecommendationsProps {
  /** The cart page loader's dishes. */
  recommended: Promise<Product[] | null>;
  /** The cart as it is now: a dish added since the page opened leaves the list. */
  lines: readonly CartLine[];
}

/** Dishes to add from the cart page; an empty cart shows none. */
export function Recommendations({ recommended, lines }: RecommendationsProps) {
  if (lines.length === 0) return null;
  const inCart = new Set(lines.map((line) => line.productId));
  return (
    <Loaded data={recommended} pending={<Shown products={null} />}>
      {(products) => <Shown products={products.filter((dish) => !inCart.has(dish._id))} />}
    </Loaded>
  );
}
