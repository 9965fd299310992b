import 'keen-slider/keen-slider.min.css';
import { type KeenSliderOptions, useKeenSlider } from 'keen-slider/react';
import { useMemo, useState } from 'react';
import { CAROUSEL_AUTOPLAY_MS } from '../../../contract/constants.ts';
import type { Slide } from '../../../contract/content.ts';
import { autoplay } from '../../ui/autoplay.ts';
import { BannerMedia } from './BannerMedia.tsx';
import * as styles from './banners.css.ts';

const plugins = [autoplay(CAROUSEL_AUTOPLAY_MS)];

/** The banners, one per view, looping every 3 s, with a dot per banner to jump to it. */
export function BannerCarousel({ slides }: { slides: readonly Slide[] }) {
  const [current, setCurrent] = useState(0);
  // keen-slider re-creates itself when the options change, so they are made once.
  const options = useMemo<KeenSliderOptions>(
    () => ({
      loop: true,
      slides: { perView: 1, spacing: 5 },
      slideChanged: (slider) => setCurrent(slider.track.details.rel),
    }),
    [],
  );
  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>(options, plugins);

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label="Offers and news">
      <div ref={sliderRef} className={`keen-slider ${styles.track}`}>
        {slides.map((slide, index) => (
          <div key={slide._id} className="keen-slider__slide">
            <BannerMedia slide={slide} eager={index === 0} />
          </div>
        ))}
      </div>
      <div className={styles.dots}>
        {slides.map((slide, index) => (
          <button
            key={slide._id}
            type="button"
            className={styles.dot}
            aria-label={`Show banner ${index + 1}`}
            aria-current={index === current}
            onClick={() => slider.current?.moveToIdx(index)}
          />
        ))}
      </div>
    </section>
  );
}
