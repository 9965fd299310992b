import 'keen-slider/keen-slider.min.css';
import { useKeenSlider } from 'keen-slider/react';
import { CAROUSEL_AUTOPLAY_MS } from '../../../contract/constants.ts';
import type { About } from '../../../contract/store.ts';
import { autoplay } from '../../ui/autoplay.ts';
import * as styles from './about.css.ts';

const plugins = [autoplay(CAROUSEL_AUTOPLAY_MS)];
const options = { loop: true, slides: { perView: 1, spacing: 16 } };

/** What guests say, one at a time, moving on every 3 s in a loop (spec section 2, /about). */
export function Testimonials({ testimonials }: { testimonials: About['testimonials'] }) {
  const [sliderRef] = useKeenSlider<HTMLDivElement>(options, plugins);
  return (
    <section className={styles.section} aria-roledescription="carousel" aria-label="What our guests say">
      <h2 className={styles.heading}>What our guests say</h2>
      <div ref={sliderRef} className="keen-slider">
        {testimonials.map((testimonial) => (
          <figure key={testimonial.name} className={`keen-slider__slide ${styles.testimonial}`}>
            <blockquote className={styles.quote}>“{testimonial.quote}”</blockquote>
            <figcaption className={styles.muted}>
              {testimonial.name}, {testimonial.city}
            </figcaption>
          </figure>
        ))}
      </div>
    </section>
  );
}
