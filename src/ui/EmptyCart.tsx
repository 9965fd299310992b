import { ShoppingCart } from 'lucide';
import type { ReactNode } from 'react';
import * as MESSAGES from '../../contract/messages.ts';
import * as styles from './emptyCart.css.ts';
import { Icon } from './Icon.tsx';

/** 'Your cart is empty / Please add some items from the menu.', with what the place offers next. */
export function EmptyCart({ children }: { children?: ReactNode }) {
  return (
    <div className={styles.empty}>
      <Icon icon={ShoppingCart} className={styles.icon} />
      <p className={styles.title}>{MESSAGES.cartEmptyTitle}</p>
      <p>{MESSAGES.cartEmptyHint}</p>
      {children}
    </div>
  );
}
