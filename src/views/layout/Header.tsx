import { useRef } from 'react';
import { Link } from 'react-router';
import { OrderTypeSwitch } from '../../app/OrderTypeSwitch.tsx';
import { button } from '../../ui/button.css.ts';
import { useToastsBelow } from '../../ui/toastPlacement.ts';
import { AccountButton } from './AccountButton.tsx';
import { DishSearch } from './DishSearch.tsx';
import * as styles from './Header.css.ts';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { NavLinks } from './NavLinks.tsx';
import { OutletButton } from './OutletButton.tsx';

/** Compact below 992 px (logo, outlet, menu button; search on its own row), two rows above. */
export function Header() {
  const header = useRef<HTMLElement>(null);
  useToastsBelow(header);
  return (
    <header ref={header} className={styles.header}>
      <div className={styles.inner}>
        <div className={styles.logo}>
          <Logo />
        </div>
        <div className={styles.orderType}>
          <OrderTypeSwitch />
        </div>
        <div className={styles.outlet}>
          <OutletButton />
        </div>
        <div className={styles.search}>
          <DishSearch />
        </div>
        <div className={styles.account}>
          <AccountButton />
        </div>
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks />
          <Link to="/product" className={button({ variant: 'primary' })}>
            ORDER ONLINE
          </Link>
        </nav>
        <div className={styles.menuToggle}>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
