import type { DynamicContent } from '../../../contract/content.ts';
import { TitledSection } from '../../ui/TitledSection.tsx';
import * as styles from './FavouriteTiles.css.ts';
import * as page from './home.css.ts';
import { Media } from './Media.tsx';

const FAVOURITE_KEYS = ['favourite1', 'favourite2', 'favourite3', 'favourite4'] as const;

interface FavouriteTilesProps {
  content: readonly DynamicContent[];
  /** The offer popup is up, or about to be: a tile's video waits for it to close. */
  covered: boolean;
}

/** The four favourite tiles, in key order; a key the content lacks is left out. */
export function FavouriteTiles({ content, covered }: FavouriteTilesProps) {
  const tiles = FAVOURITE_KEYS.flatMap((key) => content.filter((item) => item.key === key));
  if (tiles.length === 0) return null;
  return (
    <TitledSection title="Our favourites" className={styles.section} headingClassName={page.sectionHeading}>
      <ul className={styles.grid}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <figure className={styles.tile}>
              <Media
                className={styles.picture}
                src={tile.image}
                type={tile.type}
                alt=""
                width={400}
                height={400}
                covered={covered}
              />
              <figcaption className={styles.caption}>{tile.title}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
