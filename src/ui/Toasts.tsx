import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../../contract/constants.ts';
import { wholeScreen } from './Toasts.css.ts';
import { TopLayer } from './TopLayer.tsx';
import { useToastShown } from './toast.ts';
import { useToastAnchorBottom } from './toastPlacement.ts';

const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

/** The gap between the header (or a phone menu's controls) and the first toast, as react-hot-toast leaves at a screen's edge. */
const GAP_PX = 16;

/**
 * Where toasts show: top right, 3 s (spec), mounted with the first toast; below the sticky header (or the
 * open phone menu's order-type switch), so that on a phone they do not cover the outlet's name, the menu
 * button or the choice just made; over any open panel or modal (TopLayer).
 */
export function Toasts() {
  const anchorBottom = useToastAnchorBottom();
  if (!useToastShown()) return null;
  return (
    <TopLayer className={wholeScreen}>
      <Suspense fallback={null}>
        <Toaster
          position="top-right"
          containerStyle={{ top: anchorBottom + GAP_PX }}
          toastOptions={{ duration: TOAST_DURATION_MS }}
        />
      </Suspense>
    </TopLayer>
  );
}
