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
}

/** React sets `muted` as a property only after mount; browsers refuse to autoplay a video not yet muted. */
function muteBeforePlaying(video: HTMLVideoElement | null) {
  if (!video) return;
  video.muted = true;
  video.play().catch(() => {
    // Autoplay refused (data saver, reduced motion settings): the first frame stays as a picture.
  });
}

/** An image or a muted, looping, silently autoplaying video, sized up front so the page does not jump. */
export function Media({ type, alt, eager = false, ...sized }: MediaProps) {
  if (type === 'image') return <Picture alt={alt} eager={eager} {...sized} />;
  return (
    <video
      ref={muteBeforePlaying}
      {...sized}
      aria-label={alt || undefined}
      aria-hidden={alt === '' || undefined}
      muted
      autoPlay
      loop
      playsInline
      preload={eager ? 'auto' : 'metadata'}
    />
  );
}
