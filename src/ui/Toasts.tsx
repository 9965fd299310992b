import { lazy, Suspense } from 'react';
import { wholeScreen } from './Toasts.css.ts';
import { TopLayer } from './TopLayer.tsx';
import { useToastShown } from './toast.ts';

const PlacedToaster = lazy(() => import('./PlacedToaster.tsx'));

/**
 * Where toasts show, from the first toast on: over any open panel or modal (TopLayer, shown at once, so that the
 * toasts are measured in it when their code arrives), placed by PlacedToaster, whose code loads with the first toast.
 */
export function Toasts() {
  if (!useToastShown()) return null;
  return (
    <TopLayer className={wholeScreen}>
      <Suspense fallback={null}>
        <PlacedToaster />
      </Suspense>
    </TopLayer>
  );
}
