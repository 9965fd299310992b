import { useSelector } from '@xstate/react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useLocationActor } from '../../app/hooks.ts';
import { ShopProvider } from '../../app/ShopProvider.tsx';
import { Toasts } from '../../ui/Toasts.tsx';
import { AuthPanels } from '../auth/AuthPanels.tsx';
import { LocationOverlay } from '../location/LocationOverlay.tsx';
import { LocationPanel } from '../location/LocationPanel.tsx';
import * as styles from './appLayout.css.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { UpdateNotice } from './UpdateNotice.tsx';

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
