import { useEffect, useState } from 'react';
import type { Cart } from '../../../contract/cart.ts';
import { Button } from '../../ui/Button.tsx';
import * as styles from '../../ui/summary.css.ts';
import { AppliedCode } from './AppliedCode.tsx';
import { CouponPanel } from './CouponPanel.tsx';

/** Apply Coupon, for delivery and take-away alike: the applied code with REMOVE, or the way to the coupon panel. */
export function CouponBox({ cart }: { cart: Cart }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const applied = cart.offer_code;
  // An applied code closes the panel.
  useEffect(() => {
    if (applied !== '') setPanelOpen(false);
  }, [applied]);

  return (
    <section className={styles.box} aria-labelledby="coupon-heading">
      <h2 id="coupon-heading" className={styles.heading}>
        Apply Coupon
      </h2>
      <AppliedCode cart={cart} />
      {applied === '' && (
        <Button variant="outline" onClick={() => setPanelOpen(true)}>
          View offers and apply a code
        </Button>
      )}
      <CouponPanel open={panelOpen} onOpenChange={setPanelOpen} />
    </section>
  );
}
