import { useEffect, useState } from 'react';
import { markOfferPopupSeen, offerPopupSeen } from './storage.ts';

/** The offer popup's open state: open on the first visit of a browser session, closed from then on. */
export function useOfferPopupOnce(): [open: boolean, setOpen: (open: boolean) => void] {
  const [open, setOpen] = useState(() => !offerPopupSeen());
  useEffect(() => {
    if (open) markOfferPopupSeen();
  }, [open]);
  return [open, setOpen];
}
