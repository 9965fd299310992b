import { preload } from 'react-dom';
import { Link } from 'react-router';
import type { DynamicContent } from '../../../contract/content.ts';
import { useOfferPopupOnce } from '../../app/useOfferPopupOnce.ts';
import { button } from '../../ui/button.css.ts';
import { Modal } from '../../ui/Modal.tsx';
import { Media } from './Media.tsx';
import * as styles from './OfferPopup.css.ts';

/** The offer of the moment, shown once per browser session. */
export function OfferPopup({ offer }: { offer: DynamicContent }) {
  const [open, setOpen] = useOfferPopupOnce();
  // A new visitor's largest paint: its picture is asked for now, while the dialog's code is still loading.
  if (open && offer.type === 'image') preload(offer.image, { as: 'image', fetchPriority: 'high' });

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={offer.title}
      footer={
        <Link to="/product" className={button({ variant: 'primary' })} onClick={() => setOpen(false)}>
          Order now
        </Link>
      }
    >
      <Media className={styles.picture} src={offer.image} type={offer.type} alt="" width={480} height={360} eager />
      {offer.desc && <p className={styles.text}>{offer.desc}</p>}
    </Modal>
  );
}
