import { lazy, Suspense } from 'react';
import type { Slide } from '../../../contract/content.ts';
import { firstPaint } from '../../app/firstPaint.ts';
import { skeleton } from '../../ui/skeleton.css.ts';
import { BannerMedia } from './BannerMedia.tsx';
import * as styles from './banners.css.ts';

// keen-slider and the autoplay load once the first screen has painted, whenever the banners came: until then the
// first banner stands still.
const BannerCarousel = lazy(async () => {
  await firstPaint();
  const { BannerCarousel } = await import('./BannerCarousel.tsx');
  return { default: BannerCarousel };
});

/** The carousel's final size, showing the first banner (or a grey stand-in while the banners load). */
function StillBanner({ slides }: { slides: readonly Slide[] | null }) {
  const [first] = slides ?? [];
  return (
    <section className={styles.carousel} aria-label="Offers and news" aria-busy={slides === null}>
      <div className={styles.track}>
        {first ? <BannerMedia slide={first} eager /> : <div className={`${styles.picture} ${skeleton}`} />}
      </div>
      <div className={styles.dots} aria-hidden="true">
        {(slides ?? [null]).map((slide, index) => (
          <span key={slide?._id ?? 'waiting'} className={styles.dot} aria-current={index === 0} />
        ))}
      </div>
    </section>
  );
}

interface BannersProps {
  slides: readonly Slide[] | null;
  /** Something covers the page (the offer popup): the first banner stands still, the carousel's code waits. */
  still?: boolean;
}

/** The home page's banners: still while loading or covered, then the carousel. */
export function Banners({ slides, still = false }: BannersProps) {
  if (slides === null) return <StillBanner slides={null} />;
  if (slides.length === 0) return null;
  if (still) return <StillBanner slides={slides} />;
  return (
    <Suspense fallback={<StillBanner slides={slides} />}>
      <BannerCarousel slides={slides} />
    </Suspense>
  );
}
