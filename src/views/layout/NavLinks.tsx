import { ShoppingCart } from 'lucide';
import { NavLink } from 'react-router';
import { refuseVisitor, useIsSignedIn } from '../../app/shopHooks.ts';
import { Icon } from '../../ui/Icon.tsx';
import * as styles from './NavLinks.css.ts';

interface NavLinksProps {
  /** Called after a link is followed, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  /** One link a line, as in the mobile menu. */
  stacked?: boolean;
}

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/** Menu, Offer and Cart; the cart needs a signed-in customer (spec section 2). */
export function NavLinks({ onNavigate, stacked = false }: NavLinksProps) {
  const signedIn = useIsSignedIn();
  return (
    <ul className={stacked ? styles.stackedList : styles.list}>
      <li>
        <NavLink to="/product" className={linkClass} onClick={onNavigate}>
          Menu
        </NavLink>
      </li>
      <li>
        <NavLink to="/offer" className={linkClass} onClick={onNavigate}>
          Offer
        </NavLink>
      </li>
      <li>
        <NavLink
          to="/cart"
          className={linkClass}
          onClick={(event) => {
            if (signedIn) onNavigate?.();
            else refuseVisitor(event);
          }}
        >
          <Icon icon={ShoppingCart} />
          Cart
        </NavLink>
      </li>
    </ul>
  );
}
