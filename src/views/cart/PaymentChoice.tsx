import type { PaymentMethod } from '../../../contract/constants.ts';
import { formatRupees } from '../../../contract/money.ts';
import { RadioChoices } from '../../ui/RadioChoices.tsx';
import * as styles from './checkout.css.ts';
import { PAYMENT_LABELS } from './checkoutText.ts';

interface PaymentChoiceProps {
  value: PaymentMethod;
  codAllowed: boolean;
  walletBalance: number;
  /** Whether the wallet covers the order's grand total. */
  walletCovers: boolean;
  onChange: (method: PaymentMethod) => void;
}

/** The payment method (spec section 4): cash on delivery where the outlet takes it, online, or the wallet. */
export function PaymentChoice({ value, codAllowed, walletBalance, walletCovers, onChange }: PaymentChoiceProps) {
  const balance = formatRupees(walletBalance);
  const methods: { method: PaymentMethod; hint: string; disabled: boolean }[] = [
    {
      method: 'COD',
      hint: codAllowed ? 'Pay when you get your order' : 'This outlet does not take cash on delivery',
      disabled: !codAllowed,
    },
    { method: 'Online_Payment', hint: 'Card, UPI or net banking, on the payment page', disabled: false },
    {
      method: 'Wallet',
      hint: walletCovers ? `Balance ${balance}` : `Balance ${balance}: not enough for this order`,
      disabled: !walletCovers,
    },
  ];
  return (
    <RadioChoices
      look="cards"
      label="Payment method"
      value={value}
      options={methods.map(({ method, hint, disabled }) => ({
        value: method,
        disabled,
        label: (
          <>
            <span>{PAYMENT_LABELS[method]}</span>
            <span className={styles.muted}>{hint}</span>
          </>
        ),
      }))}
      onValueChange={onChange}
    />
  );
}
