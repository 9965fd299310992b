import { useSelector } from '@xstate/react';
import { nearestTakeAway } from '../../../contract/outletMessages.ts';
import { useLocationActor } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from './UnservedNotice.css.ts';

/** Why no outlet near serves the chosen order type, and the nearest take-away outlet instead when there is one. */
export function UnservedNotice() {
  const locationActor = useLocationActor();
  const unserved = useSelector(locationActor, (snapshot) => snapshot.context.unserved);
  const takeAwayOffered = useSelector(locationActor, (snapshot) => snapshot.can({ type: 'takeAway.choose' }));
  if (unserved === null) return null;
  const takeAway = unserved.nearestTakeAway;
  return (
    <section className={styles.notice} aria-label="Why no outlet serves you">
      <p className={styles.reason} role="alert">
        {unserved.reason}
      </p>
      {takeAway && takeAwayOffered && (
        <>
          <p>{nearestTakeAway(takeAway.outlet.name, takeAway.distanceKm)}</p>
          <Button variant="outline" fullWidth onClick={() => locationActor.send({ type: 'takeAway.choose' })}>
            Order Take Away from {takeAway.outlet.area}
          </Button>
        </>
      )}
    </section>
  );
}
