import { useSelector } from '@xstate/react';
import { useLocationActor } from '../../app/shopHooks.ts';
import * as styles from './LocationOverlay.css.ts';

/**
 * Dims and blocks the whole app while the stored location is missing or not active (spec section 2).
 * The open panel brings its own dim layer, so this one steps aside for it.
 */
export function LocationOverlay() {
  const locationActor = useLocationActor();
  const shown = useSelector(locationActor, (snapshot) => snapshot.hasTag('overlay') && !snapshot.hasTag('panel'));
  const loading = useSelector(locationActor, (snapshot) => snapshot.hasTag('loading'));
  if (!shown) return null;
  return (
    <div className={styles.overlay} data-testid="location-overlay">
      {loading && (
        <p className={styles.status} role="status">
          Finding the outlet nearest to you…
        </p>
      )}
    </div>
  );
}
