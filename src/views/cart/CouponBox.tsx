import { useEffect, useState } from 'react';
import type { Cart } from '../../../contract/cart.ts';
import { Button } from '../../ui/Button.tsx';
import { SummaryBox } from '../../ui/TitledSection.tsx';
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
    <SummaryBox title="Apply Coupon">
      <AppliedCode cart={cart} />
      {applied === '' && (
        <Button variant="outline" onClick={() => setPanelOpen(true)}>
          View offers and apply a code
        </Button>
      )}
      <CouponPanel open={panelOpen} onOpenChange={setPanelOpen} />
    </SummaryBox>
  );
}
