import { useSelector } from '@xstate/react';
import type { Cart } from '../../../contract/cart.ts';
import { formatRupees } from '../../../contract/money.ts';
import { useRunningFlow } from '../../app/shopHooks.ts';
import { Button } from '../../ui/Button.tsx';
import { codeChip } from '../../ui/codeChip.css.ts';
import * as summary from '../../ui/summary.css.ts';
import { notice } from './checkout.css.ts';

/**
 * Wherever the cart's code shows: the code with REMOVE and what it saves, and the note of a code removed
 * because it stopped applying (another order type, a smaller cart).
 */
export function AppliedCode({ cart }: { cart: Cart }) {
  const cartActor = useRunningFlow('cart');
  // While the cart is being read again the machine would drop a REMOVE: the button waits with it.
  const canRemove = useSelector(cartActor, (snapshot) => snapshot.can({ type: 'coupon.remove' }));
  const removedNote = useSelector(cartActor, (snapshot) => snapshot.context.couponNotice);
  return (
    <>
      {removedNote && (
        <p className={notice} role="status">
          {removedNote}
        </p>
      )}
      {cart.offer_code !== '' && (
        <>
          <div className={summary.applied}>
            <span className={codeChip}>{cart.offer_code}</span>
            <Button
              variant="outline"
              size="sm"
              disabled={!canRemove}
              aria-label={`Remove ${cart.offer_code}`}
              onClick={() => cartActor.send({ type: 'coupon.remove' })}
            >
              REMOVE
            </Button>
          </div>
          <p className={summary.muted}>You save {formatRupees(cart.discount)}</p>
        </>
      )}
    </>
  );
}
