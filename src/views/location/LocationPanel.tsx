import { useSelector } from '@xstate/react';
import { lazy, Suspense } from 'react';
import { useLocationActor } from '../../app/hooks.ts';
import { useOpenedOnce } from '../../ui/useOpenedOnce.ts';

// A returning customer's outlet is known: the panel's code (pickup, delivery, the outlets' cards) loads when
// it first opens, not with the first screen. It slides in over the page, so nothing moves while it loads.
const LocationChoice = lazy(() => import('./LocationChoice.tsx'));

/** The location panel (LocationChoice), from its first opening on. */
export function LocationPanel() {
  const open = useSelector(useLocationActor(), (snapshot) => snapshot.hasTag('panel'));
  if (!useOpenedOnce(open)) return null;
  return (
    <Suspense fallback={null}>
      <LocationChoice />
    </Suspense>
  );
}
