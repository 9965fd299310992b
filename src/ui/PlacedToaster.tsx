import { useEffect, useState } from 'react';
import { Toaster } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../../contract/constants.ts';
import { onToastAnchorChange, toastAnchor } from './toastPlacement.ts';

/** The gap between the header (or a phone menu's controls) and the first toast, as react-hot-toast leaves at a screen's edge. */
const GAP_PX = 16;

const bottomOf = (element: HTMLElement | undefined) => Math.max(0, element?.getBoundingClientRect().bottom ?? 0);

/** The bottom edge, in the window, of the element toasts show below, followed as it changes size. */
function useToastAnchorBottom(): number {
  const [anchor, setAnchor] = useState(toastAnchor);
  const [bottom, setBottom] = useState(() => bottomOf(anchor));
  useEffect(() => {
    const follow = () => setAnchor(toastAnchor());
    follow();
    return onToastAnchorChange(follow);
  }, []);
  useEffect(() => {
    if (!anchor) return;
    const observer = new ResizeObserver(() => setBottom(bottomOf(anchor)));
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [anchor]);
  return bottom;
}

/**
 * react-hot-toast's toasts: top right, 3 s (spec); below the sticky header (or the open phone menu's order-type
 * switch), so that on a phone they do not cover the outlet's name, the menu button or the choice just made.
 */
export default function PlacedToaster() {
  const anchorBottom = useToastAnchorBottom();
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: anchorBottom + GAP_PX }}
      toastOptions={{ duration: TOAST_DURATION_MS }}
    />
  );
}
