import type { Slide } from '../../../contract/content.ts';
import { Picture } from '../../ui/Picture.tsx';

interface MediaProps {
  src: string;
  type: Slide['type'];
  /** What the picture shows, '' when it only decorates; a video gets it as its accessible name. */
  alt: string;
  width: number;
  height: number;
  className?: string;
  /** For the first thing on screen: load it at once instead of lazily. */
  eager?: boolean;
  /** A video held still, loading nothing, while something covers the page (the offer popup). */
  covered?: boolean;
}

/** Half of a video in view counts as on screen: a carousel's slide coming in, a tile scrolled to. */
const ON_SCREEN = 0.5;

/** Shows a video's first frame, still: for a customer who asked for less motion, or whose browser refused to play. */
function showStill(video: HTMLVideoElement) {
  video.preload = 'metadata';
}

/**
 * A muted video plays only while on screen, and loads nothing before it first is (a banner further along the
 * carousel, a tile below the fold): it would otherwise take the first screen's bandwidth. React sets `muted` as a
 * property only after mount, and browsers refuse to play a video not yet muted, so it is set here first.
 */
function playWhileOnScreen(video: HTMLVideoElement | null) {
  if (!video) return;
  video.muted = true;
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (!entry?.isIntersecting) video.pause();
      else if (matchMedia('(prefers-reduced-motion: reduce)').matches) showStill(video);
      else video.play().catch(() => showStill(video));
    },
    { threshold: ON_SCREEN },
  );
  observer.observe(video);
  return () => {
    observer.disconnect();
    video.pause();
  };
}

/**
 * An image or a muted, looping video playing while on screen and not covered, sized up front so the page does not
 * jump.
 */
export function Media({ type, alt, eager = false, covered = false, ...sized }: MediaProps) {
  if (type === 'image') return <Picture alt={alt} eager={eager} {...sized} />;
  return (
    <video
      ref={covered ? undefined : playWhileOnScreen}
      {...sized}
      aria-label={alt || undefined}
      aria-hidden={alt === '' || undefined}
      muted
      loop
      playsInline
      preload={eager ? 'auto' : 'none'}
    />
  );
}
