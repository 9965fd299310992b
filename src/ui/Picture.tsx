interface PictureProps {
  src: string;
  width: number;
  height: number;
  className?: string;
  /** What the picture shows; '' (the default) when it only decorates. */
  alt?: string;
  /** For the first thing on screen: load it at once instead of lazily. */
  eager?: boolean;
}

/** An image sized up front so the page does not jump, decoded off the main thread, lazy unless told otherwise. */
export function Picture({ alt = '', eager = false, ...image }: PictureProps) {
  return <img alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" {...image} />;
}
