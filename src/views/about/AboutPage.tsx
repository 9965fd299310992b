import { useLoaderData } from 'react-router';
import type { About } from '../../../contract/store.ts';
import type { aboutLoader } from '../../app/loaders/contentLoaders.ts';
import { Loaded } from '../../ui/Loaded.tsx';
import * as styles from './about.css.ts';
import { Testimonials } from './Testimonials.tsx';

/** /about: the story, the founder, the highlights, mission and vision, and the guests' testimonials. */
export default function AboutPage() {
  const { about } = useLoaderData<typeof aboutLoader>();
  return (
    <>
      <title>Our story · Wokflow</title>
      <Loaded
        data={about}
        pending={
          <main className={styles.page} aria-busy="true">
            <p role="status">Loading…</p>
          </main>
        }
      >
        {(loaded) => <AboutStory about={loaded} />}
      </Loaded>
    </>
  );
}

function AboutStory({ about }: { about: About }) {
  return (
    <main className={styles.page}>
      <section className={styles.section}>
        <h1 className={styles.title}>Our story</h1>
        {about.story.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
      <section className={styles.founder} aria-label="Our founder">
        <img className={styles.portrait} src={about.founder.image} alt={about.founder.name} width={160} height={160} />
        <div>
          <p className={styles.heading}>{about.founder.name}</p>
          <p className={styles.muted}>{about.founder.role}</p>
          <blockquote className={styles.quote}>“{about.founder.quote}”</blockquote>
        </div>
      </section>
      <ul className={styles.highlights} aria-label="Highlights">
        {about.highlights.map((highlight) => (
          <li key={highlight.label} className={styles.highlight}>
            <span className={styles.count}>
              {highlight.count}
              {highlight.suffix}
            </span>
            <span>{highlight.label}</span>
          </li>
        ))}
      </ul>
      <div className={styles.pair}>
        <section className={styles.card}>
          <h2 className={styles.heading}>Our mission</h2>
          <p>{about.mission}</p>
        </section>
        <section className={styles.card}>
          <h2 className={styles.heading}>Our vision</h2>
          <p>{about.vision}</p>
        </section>
      </div>
      <Testimonials testimonials={about.testimonials} />
    </main>
  );
}
