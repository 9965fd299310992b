import type { Slide } from '../../../contract/content.ts';
import * as styles from './banners.css.ts';
import { Media } from './Media.tsx';

/** One banner at the carousel's size: the still first banner and every slide of the carousel. */
export function BannerMedia({ slide, eager }: { slide: Slide; eager: boolean }) {
  return (
    <Media
      className={styles.picture}
      src={slide.image}
      type={slide.type}
      alt=""
      width={1200}
      height={400}
      eager={eager}
    />
  );
}
