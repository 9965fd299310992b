import { useEffect, useState } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { DynamicContent } from '../../../contract/content.ts';
import { firstPaint } from '../../app/firstPaint.ts';
import { type OfferPopupDue, useOfferPopupOpen } from '../../app/useOfferPopupOnce.ts';
import { button } from '../../ui/button.css.ts';
import { preloadDialog } from '../../ui/lazyDialog.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Media } from './Media.tsx';
import * as styles from './OfferPopup.css.ts';

interface OfferPopupProps {
  offer: DynamicContent;
  popup: OfferPopupDue;
  showNow: boolean;
}

/**
 * The offer of the moment, shown once per browser session while `popup` is due, from when `showNow` (the outlet is
 * settled) and the first screen has painted. A new visitor's largest paint: its picture is asked for as soon as the
 * offer is known, and the dialog's code once the first screen has painted, while the outlet is still being found.
 */
export function OfferPopup({ offer, popup, showNow }: OfferPopupProps) {
  const { due, close } = popup;
  // Never before the first paint, which the popup is not part of: open from the start (a returning customer's outlet
  // is known), it once asked for the dialog's code in the very frame before that paint.
  const [painted, setPainted] = useState(false);
  const open = useOfferPopupOpen(popup, showNow && painted);
  if (due && offer.type === 'image') preload(offer.image, { as: 'image', fetchPriority: 'high' });
  useEffect(() => {
    if (!due) return;
    void firstPaint().then(() => {
      preloadDialog();
      setPainted(true);
    });
  }, [due]);

  return (
    <Modal
      open={open}
      onOpenChange={(opened) => {
        if (!opened) close();
      }}
      title={offer.title}
      footer={
        <Link to="/product" className={button({ variant: 'primary' })} onClick={close}>
          Order now
        </Link>
      }
    >
      <Media className={styles.picture} src={offer.image} type={offer.type} alt="" width={480} height={360} eager />
      {offer.desc && <p className={styles.text}>{offer.desc}</p>}
    </Modal>
  );
}
