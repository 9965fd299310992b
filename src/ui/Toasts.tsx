import { lazy, Suspense, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '../../contract/constants.ts';
import { useToastShown } from './toast.ts';

const Toaster = lazy(() => import('react-hot-toast').then(({ Toaster }) => ({ default: Toaster })));

/** The gap between the header and the first toast, as react-hot-toast leaves at a screen's edge. */
const GAP_PX = 16;

/** The height of the page's sticky header (the banner), followed as it changes (a phone's two rows, a wide one's nav). */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const observer = new ResizeObserver(() => setHeight(header.getBoundingClientRect().height));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * Where toasts show: top right, 3 s (spec), mounted with the first toast; below the sticky header, so that
 * on a phone they do not cover the outlet's name and the menu button.
 */
export function Toasts() {
  const headerHeight = useHeaderHeight();
  if (!useToastShown()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        containerStyle={{ top: headerHeight + GAP_PX }}
        toastOptions={{ duration: TOAST_DURATION_MS }}
      />
    </Suspense>
  );
}
