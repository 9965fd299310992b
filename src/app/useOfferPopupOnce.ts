import { useEffect, useState } from 'react';
import { markOfferPopupSeen, offerPopupSeen } from './storage.ts';

interface OfferPopupOnce {
  /** Not seen yet in this browser session: it will open once it may be shown. */
  due: boolean;
  /** Shown now: due, and `showNow`. */
  open: boolean;
  setOpen(open: boolean): void;
}

/** The offer popup's state: open on the first visit of a browser session once `showNow`, closed from then on. */
export function useOfferPopupOnce(showNow: boolean): OfferPopupOnce {
  const [due, setOpen] = useState(() => !offerPopupSeen());
  const open = due && showNow;
  useEffect(() => {
    if (open) markOfferPopupSeen();
  }, [open]);
  return { due, open, setOpen };
}
