import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type { Cart } from '../../../contract/cart.ts';
import { useRunningFlow } from '../../app/hooks.ts';
import { Button } from '../../ui/Button.tsx';
import { codeChip } from '../../ui/codeChip.css.ts';
import { formatRupees } from '../../ui/money.ts';
import * as styles from '../../ui/summary.css.ts';
import { CouponPanel } from './CouponPanel.tsx';

/** Apply Coupon: the applied code with REMOVE, or the way to the coupon panel. */
export function CouponBox({ cart }: { cart: Cart }) {
  const [panelOpen, setPanelOpen] = useState(false);
  const applied = cart.offer_code;
  const cartActor = useRunningFlow('cart');
  // While the cart is being read again the machine would drop a REMOVE: the button waits with it.
  const canRemove = useSelector(cartActor, (snapshot) => snapshot.can({ type: 'coupon.remove' }));
  // An applied code closes the panel.
  useEffect(() => {
    if (applied !== '') setPanelOpen(false);
  }, [applied]);

  return (
    <section className={styles.box} aria-labelledby="coupon-heading">
      <h2 id="coupon-heading" className={styles.heading}>
        Apply Coupon
      </h2>
      {applied === '' ? (
        <Button variant="outline" onClick={() => setPanelOpen(true)}>
          View offers and apply a code
        </Button>
      ) : (
        <>
          <div className={styles.applied}>
            <span className={codeChip}>{applied}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={!canRemove}
              onClick={() => cartActor.send({ type: 'coupon.remove' })}
            >
              REMOVE
            </Button>
          </div>
          <p className={styles.muted}>You save {formatRupees(cart.discount)}</p>
        </>
      )}
      <CouponPanel open={panelOpen} onOpenChange={setPanelOpen} />
    </section>
  );
}
