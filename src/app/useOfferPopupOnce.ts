import { useCallback, useEffect, useState } from 'react';
import { markOfferPopupSeen, offerPopupSeen } from './storage.ts';

export interface OfferPopupDue {
  /** Not seen yet in this browser session, or open now: what the popup covers stays still meanwhile. */
  due: boolean;
  close(): void;
}

/** Whether the offer popup is due: from a browser session's first visit until it has been shown and closed. */
export function useOfferPopupDue(): OfferPopupDue {
  const [due, setDue] = useState(() => !offerPopupSeen());
  const close = useCallback(() => setDue(false), []);
  return { due, close };
}

/** Open while due and `showNow`; marked seen for the session as it opens, so that it shows once. */
export function useOfferPopupOpen({ due }: OfferPopupDue, showNow: boolean): boolean {
  const open = due && showNow;
  useEffect(() => {
    if (open) markOfferPopupSeen();
  }, [open]);
  return open;
}
