import * as Tabs from '@radix-ui/react-tabs';
import { useLoaderData } from 'react-router';
import type { Store, StoreList } from '../../../contract/store.ts';
import type { storeListLoader } from '../../app/loaders/contentLoaders.ts';
import { Loaded } from '../../ui/Loaded.tsx';
import { media } from '../../ui/theme.css.ts';
import { useMediaQuery } from '../../ui/useMediaQuery.ts';
import * as styles from './StorePage.css.ts';

/** A maps search at the outlet's position, opened in a new tab. */
export const directionsUrl = (store: Pick<Store, 'latitude' | 'longitude'>) =>
  `https://www.google.com/maps/search/?api=1&query=${store.latitude},${store.longitude}`;

function StoreCard({ store }: { store: Store }) {
  const phones = [store.first_number, store.second_number].filter((number) => number !== '');
  return (
    <article className={styles.store} aria-label={store.name}>
      <h2 className={styles.name}>{store.name}</h2>
      <p className={styles.muted}>{store.address}</p>
      <p>
        {phones.map((phone, index) => (
          <span key={phone}>
            {index > 0 && ', '}
            <a className={styles.phone} href={`tel:${phone.replace(/\s/g, '')}`}>
              {phone}
            </a>
          </span>
        ))}
      </p>
      <p>Open {store.hours}</p>
      <p className={styles.muted}>400 for 2 people approx · Good for families, friends and Jain diners</p>
      <a
        className={styles.direction}
        href={directionsUrl(store)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Direction to ${store.name}`}
      >
        Direction
      </a>
    </article>
  );
}

/**
 * The cities as tabs (the first open), each city's outlets: on the side from a tablet's width, where the arrow keys
 * Up and Down move between them, and in a row on a phone, where Left and Right do (Radix Tabs).
 */
function CityTabs({ cities }: { cities: StoreList }) {
  const side = useMediaQuery(media.medium);
  const [first] = cities;
  if (!first) return <p>No outlets yet.</p>;
  return (
    <Tabs.Root defaultValue={first.city} orientation={side ? 'vertical' : 'horizontal'} className={styles.layout}>
      <Tabs.List aria-label="Cities" className={styles.tabs}>
        {cities.map((entry) => (
          <Tabs.Trigger key={entry.city} value={entry.city} className={styles.tab}>
            {entry.city}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {cities.map((entry) => (
        <Tabs.Content key={entry.city} value={entry.city} className={styles.stores}>
          {entry.stores.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** /store, Restaurants Nearby. */
export default function StorePage() {
  const { cities } = useLoaderData<typeof storeListLoader>();
  return (
    <main className={styles.page}>
      <title>Restaurants Nearby · Wokflow</title>
      <h1 className={styles.title}>Restaurants Nearby</h1>
      <Loaded data={cities} pending={<p role="status">Loading the outlets…</p>}>
        {(loaded) => <CityTabs cities={loaded} />}
      </Loaded>
    </main>
  );
}
