import { Link } from 'react-router';
import { formatRupees } from '../../../contract/money.ts';
import { useCartLines } from '../../app/useDishActions.ts';
import { lineAmount } from '../../ui/lineText.ts';
import * as styles from './CartBar.css.ts';

/** Below 992 px, where the cart panel is hidden: what the cart holds and the way to it. */
export function CartBar() {
  const lines = useCartLines();
  if (lines.length === 0) return null;
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const subtotal = lines.reduce((sum, line) => sum + lineAmount(line), 0);
  return (
    <Link to="/cart" className={styles.bar}>
      <span>
        {items} {items === 1 ? 'item' : 'items'} · {formatRupees(subtotal)}
      </span>
      <span>View Cart →</span>
    </Link>
  );
}
