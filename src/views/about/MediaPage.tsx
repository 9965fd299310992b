import { useLoaderData } from 'react-router';
import type { MediaGallery } from '../../../contract/store.ts';
import type { mediaLoader } from '../../app/loaders/contentLoaders.ts';
import { Loaded } from '../../ui/Loaded.tsx';
import * as styles from './MediaPage.css.ts';

function Gallery({ gallery }: { gallery: MediaGallery }) {
  return (
    <>
      <ul className={styles.images} aria-label="Pictures">
        {gallery.images.map((image) => (
          <li key={image.src}>
            <img className={styles.image} src={image.src} alt={image.alt} loading="lazy" width={600} height={400} />
          </li>
        ))}
      </ul>
      <figure className={styles.videoFigure}>
        {/* biome-ignore lint/a11y/useMediaCaption: a kitchen film without speech; its figcaption names it */}
        <video className={styles.video} src={gallery.video.src} poster={gallery.video.poster} controls preload="none" />
        <figcaption>{gallery.video.title}</figcaption>
      </figure>
    </>
  );
}

/** /events (Media in the footer): four pictures and one video from our kitchens and events. */
export default function MediaPage() {
  const { gallery } = useLoaderData<typeof mediaLoader>();
  return (
    <main className={styles.page}>
      <title>Media · Wokflow</title>
      <h1 className={styles.title}>Media</h1>
      <Loaded data={gallery} pending={<p role="status">Loading…</p>}>
        {(loaded) => <Gallery gallery={loaded} />}
      </Loaded>
    </main>
  );
}
