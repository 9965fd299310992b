import { useSelector } from '@xstate/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toasts } from '../ui/Toasts.tsx';
import { AuthPanels } from '../views/auth/AuthPanels.tsx';
import { Footer } from '../views/layout/Footer.tsx';
import { Header } from '../views/layout/Header.tsx';
import { OfflineBanner } from '../views/layout/OfflineBanner.tsx';
import { UpdateNotice } from '../views/layout/UpdateNotice.tsx';
import { LocationOverlay } from '../views/location/LocationOverlay.tsx';
import { LocationPanel } from '../views/location/LocationPanel.tsx';
import * as styles from './AppLayout.css.ts';
import { ShopProvider } from './ShopProvider.tsx';
import { useLocationActor } from './shopHooks.ts';
import { useOutletPagesFollow } from './useOutletPagesFollow.ts';

/** Every page of the storefront, inside the running shop. */
export function AppLayout() {
  return (
    <ShopProvider>
      <ShopLayout />
    </ShopProvider>
  );
}

/** Header, the page, footer, the location gate, the offline and update notices, the toasts. */
function ShopLayout() {
  const locationActor = useLocationActor();
  const blocked = useSelector(locationActor, (snapshot) => snapshot.hasTag('overlay'));
  useOutletPagesFollow();
  return (
    <>
      <a className={styles.skipLink} href="#content">
        Skip to content
      </a>
      {/* While the location is unknown the page behind the overlay is out of reach of keyboard and screen reader too. */}
      <div className={styles.app} inert={blocked}>
        <Header />
        <div id="content" className={styles.content} tabIndex={-1}>
          <Outlet />
        </div>
        <Footer />
      </div>
      <LocationOverlay />
      <LocationPanel />
      <AuthPanels />
      <OfflineBanner />
      <UpdateNotice />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}
