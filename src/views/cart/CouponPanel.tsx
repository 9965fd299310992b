import { useSelector } from '@xstate/react';
import { useLoaderData } from 'react-router';
import type { Offer } from '../../../contract/offer.ts';
import type { offersLoader } from '../../app/loaders/contentLoaders.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import { codeChip } from '../../ui/codeChip.css.ts';
import { Form, FormMessage, TextField } from '../../ui/Form.tsx';
import { Loaded } from '../../ui/Loaded.tsx';
import { Panel } from '../../ui/Panel.tsx';
import * as styles from './CouponPanel.css.ts';

function OfferList({ offers, applying, apply }: { offers: Offer[]; applying: boolean; apply: (code: string) => void }) {
  return (
    <ul className={styles.offers}>
      {offers.map((offer) => (
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
  );
}

/** The coupon panel: a code typed or chosen from the offers, each with its terms. */
export function CouponPanel({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  // The cart page's route reads the offers as the offer page's does.
  const { offers } = useLoaderData<typeof offersLoader>();
  const cartActor = useRunningFlow('cart');
  const apply = (code?: string) => {
    if (code !== undefined) cartActor.send({ type: 'coupon.input', text: code });
    cartActor.send({ type: 'coupon.apply' });
  };
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
      <Loaded data={offers} pending={<ul className={styles.offers} aria-busy />}>
        {(loaded) => <OfferList offers={loaded} applying={applying} apply={apply} />}
      </Loaded>
    </Panel>
  );
}
