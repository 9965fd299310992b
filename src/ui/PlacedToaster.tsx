import { useEffect, useState } from 'react';
import { Toaster, toast } from 'react-hot-toast';
import { TOAST_DURATION_MS } from '../../contract/constants.ts';
import { Button } from './Button.tsx';
import { actionNote } from './Toasts.css.ts';
import { type ActionNote, showNotesWith } from './toast.ts';
import { onToastPlacementChange, openPanel, toastAnchor } from './toastPlacement.ts';

/** The gap between the header (or a phone menu's controls) and the first toast, as react-hot-toast leaves at a screen's edge. */
const GAP_PX = 16;

/** The least room beside an open panel a toast shows in; with less, the panel covers the screen. */
const ROOM_BESIDE_PANEL_PX = 280;

const bottomOf = (element: HTMLElement | undefined) => Math.max(0, element?.getBoundingClientRect().bottom ?? 0);

/** The room left of the open panel, which stands at the window's right edge (its layout's, not its slide-in's). */
const roomBeside = (panel: HTMLElement | undefined) => document.documentElement.clientWidth - (panel?.offsetWidth ?? 0);

/** The elements that place the toasts now, followed as they change. */
function usePlacingElements() {
  const [elements, setElements] = useState(() => ({ anchor: toastAnchor(), panel: openPanel() }));
  useEffect(() => {
    const follow = () => setElements({ anchor: toastAnchor(), panel: openPanel() });
    follow();
    return onToastPlacementChange(follow);
  }, []);
  return elements;
}

/** `measure(element)`, measured again as the element or the window changes size. */
function useMeasured(element: HTMLElement | undefined, measure: (element: HTMLElement | undefined) => number): number {
  const [value, setValue] = useState(() => measure(element));
  useEffect(() => {
    const update = () => setValue(measure(element));
    update();
    if (!element) return;
    const observer = new ResizeObserver(update);
    observer.observe(element);
    window.addEventListener('resize', update);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, [element, measure]);
  return value;
}

/**
 * react-hot-toast's toasts: top right, 3 s (spec); below the sticky header (or the open phone menu's order-type
 * switch), so that on a phone they do not cover the outlet's name, the menu button or the choice just made. An open
 * panel's first field sits where they would show: they show beside the panel, or at the screen's foot when the
 * panel covers the screen (a phone's Login panel), unless what they show below is in the panel (the phone menu's).
 */
export default function PlacedToaster() {
  useEffect(() => showNotesWith(showActionNote), []);
  const { anchor, panel } = usePlacingElements();
  const anchorBottom = useMeasured(anchor, bottomOf);
  const room = useMeasured(panel, roomBeside);
  const toastOptions = { duration: TOAST_DURATION_MS };
  // None when what the toasts show below is in the panel (the phone menu's switch).
  const clearOf = anchor && panel?.contains(anchor) ? undefined : panel;
  if (clearOf && room < ROOM_BESIDE_PANEL_PX) {
    return <Toaster position="bottom-center" toastOptions={toastOptions} />;
  }
  return (
    <Toaster
      position="top-right"
      containerStyle={{ top: anchorBottom + GAP_PX, right: (clearOf?.offsetWidth ?? 0) + GAP_PX }}
      toastOptions={toastOptions}
    />
  );
}

/** A toast with a button, which stays until the button is pressed (toast.ts: `toast.action`). */
function showActionNote({ id, message, label, act }: ActionNote): void {
  toast(
    (shown) => (
      <span className={actionNote}>
        {message}
        <Button
          size="sm"
          onClick={() => {
            toast.dismiss(shown.id);
            act();
          }}
        >
          {label}
        </Button>
      </span>
    ),
    { id, duration: Number.POSITIVE_INFINITY },
  );
}
