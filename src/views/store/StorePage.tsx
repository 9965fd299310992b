import { useId, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { Store, StoreList } from '../../../contract/store.ts';
import type { storeListLoader } from '../../app/loaders/contentLoaders.ts';
import { Loaded } from '../../ui/Loaded.tsx';
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
            <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </span>
        ))}
      </p>
      <p>Open {store.hours}</p>
      <p className={styles.muted}>400 for 2 people approx · Good for families, friends and Jain diners</p>
      <a className={styles.direction} href={directionsUrl(store)} target="_blank" rel="noopener noreferrer">
        Direction
      </a>
    </article>
  );
}

/** The cities as tabs on the side (the first active), each city's outlets. */
function CityTabs({ cities }: { cities: StoreList }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const id = useId();
  const city = cities.find((entry) => entry.city === chosen) ?? cities[0] ?? null;

  return (
    <div className={styles.layout}>
      <div role="tablist" aria-label="Cities" aria-orientation="vertical" className={styles.tabs}>
        {cities.map((entry) => (
          <button
            key={entry.city}
            type="button"
            role="tab"
            id={`${id}-${entry.city}`}
            aria-selected={entry === city}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            onClick={() => setChosen(entry.city)}
          >
            {entry.city}
          </button>
        ))}
      </div>
      {city && (
        <section role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${city.city}`} className={styles.stores}>
          {city.stores.map((store) => (
            <StoreCard key={store.id} store={store} />
          ))}
        </section>
      )}
    </div>
  );
}

/** /store, Restaurants Nearby. */
export default function StorePage() {
  const { cities } = useLoaderData<typeof storeListLoader>();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Restaurants Nearby</h1>
      <Loaded data={cities} pending={<p role="status">Loading the outlets…</p>}>
        {(loaded) => <CityTabs cities={loaded} />}
      </Loaded>
    </main>
  );
}
