import { lazy, Suspense } from 'react';
import { MAP_HEIGHT_PX } from '../../../contract/constants.ts';
import type { Pin } from '../../../machines/address/address.types.ts';
import * as styles from './pinMap.css.ts';

// maplibre-gl is large: it loads with the first map shown, never with the page.
const PinMap = lazy(() => import('./PinMap.tsx'));

/** The pin map, loaded when it is first shown; the same 400 px box says so meanwhile. */
export function AddressMap(props: { pin: Pin; onMove?: (pin: Pin) => void }) {
  return (
    <Suspense
      fallback={
        <div className={styles.loading} style={{ height: MAP_HEIGHT_PX }} role="status">
          Loading the map…
        </div>
      }
    >
      <PinMap {...props} />
    </Suspense>
  );
}
