import { Link } from 'react-router';
import { MESSAGES } from '../../../contract/messages.ts';
import { button } from '../../ui/button.css.ts';
import { CartIcon } from '../../ui/icons.tsx';
import * as styles from './CartPanel.css.ts';

/** The cart beside the menu on wide screens; a visitor without a cart sees it empty. */
export function CartPanel() {
  return (
    <aside className={styles.panel} aria-labelledby="cart-panel-heading">
      <h2 id="cart-panel-heading" className={styles.heading}>
        Cart
      </h2>
      <div className={styles.empty}>
        <CartIcon className={styles.emptyIcon} />
        <p className={styles.emptyTitle}>{MESSAGES.cartEmptyTitle}</p>
        <p>{MESSAGES.cartEmptyHint}</p>
      </div>
      <Link to="/cart" className={button({ variant: 'primary', size: 'lg', fullWidth: true })}>
        Check Out
      </Link>
    </aside>
  );
}
