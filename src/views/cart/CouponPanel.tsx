import { useSelector } from '@xstate/react';
import { fetchOffers } from '../../api/offers.ts';
import { useRunningFlow } from '../../app/hooks.ts';
import { useResource } from '../../app/useResource.ts';
import { Button } from '../../ui/Button.tsx';
import { codeChip } from '../../ui/codeChip.css.ts';
import { Form, FormMessage, TextField } from '../../ui/Form.tsx';
import { Panel } from '../../ui/Panel.tsx';
import * as styles from './CouponPanel.css.ts';

/** The coupon panel: a code typed or chosen from the offers, each with its terms. */
export function CouponPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const cartActor = useRunningFlow('cart');
  const apply = (code?: string) => {
    if (code !== undefined) cartActor.send({ type: 'coupon.input', text: code });
    cartActor.send({ type: 'coupon.apply' });
  };
  // Read each time the panel opens.
  const offers = useResource(open ? 'offers' : null, fetchOffers);
  const couponText = useSelector(cartActor, (snapshot) => snapshot.context.couponText);
  const couponError = useSelector(cartActor, (snapshot) => snapshot.context.couponError);
  const applying = useSelector(
    cartActor,
    (snapshot) => snapshot.matches('applyWaiting') || snapshot.matches('applying'),
  );

  return (
    <Panel open={open} onOpenChange={onOpenChange} title="Apply Coupon">
      <Form busy={applying} onSubmit={() => apply()} className={styles.form}>
        <TextField
          label="Offer code"
          value={couponText}
          onValue={(text) => cartActor.send({ type: 'coupon.input', text })}
          autoCapitalize="characters"
          autoComplete="off"
        />
        <Button type="submit" disabled={applying}>
          APPLY
        </Button>
      </Form>
      <FormMessage>{couponError}</FormMessage>
      <h3 className={styles.heading}>Available offers</h3>
      <ul className={styles.offers} aria-busy={offers === null}>
        {offers?.map((offer) => (
          <li key={offer._id} className={styles.offer}>
            <div className={styles.offerTop}>
              <span className={codeChip}>{offer.code}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={applying}
                aria-label={`Apply ${offer.code}`}
                onClick={() => apply(offer.code)}
              >
                APPLY
              </Button>
            </div>
            <p className={styles.title}>{offer.title}</p>
            <p>{offer.description}</p>
            <p className={styles.terms}>{offer.terms}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
