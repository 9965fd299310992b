import { Menu } from 'lucide';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { OrderTypeSwitch } from '../../app/OrderTypeSwitch.tsx';
import { button } from '../../ui/button.css.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Panel } from '../../ui/Panel.tsx';
import { useToastsBelow } from '../../ui/toastPlacement.ts';
import { AccountButton } from './AccountButton.tsx';
import * as styles from './MobileMenu.css.ts';
import { NavLinks } from './NavLinks.tsx';

/** The menu's order-type switch: the toast answering a change shows under it, not over it. */
function MenuOrderTypeSwitch() {
  const holder = useRef<HTMLDivElement>(null);
  useToastsBelow(holder);
  return (
    <div ref={holder}>
      <OrderTypeSwitch />
    </div>
  );
}

/** Below the wide layout the header keeps logo, outlet and search; everything else is behind this button. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-label="Open menu"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Icon icon={Menu} />
      </button>
      <Panel open={open} onOpenChange={setOpen} title="Menu">
        <nav aria-label="Main" className={styles.content}>
          <MenuOrderTypeSwitch />
          <NavLinks stacked onNavigate={close} />
          <Link to="/product" className={button({ variant: 'primary', size: 'lg', fullWidth: true })} onClick={close}>
            ORDER ONLINE
          </Link>
          <AccountButton onOpen={close} />
        </nav>
      </Panel>
    </>
  );
}
