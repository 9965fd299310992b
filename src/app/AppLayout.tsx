import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Toasts } from '../ui/Toasts.tsx';
import { AuthPanels } from '../views/auth/AuthPanels.tsx';
import { Footer } from '../views/layout/Footer.tsx';
import { Header } from '../views/layout/Header.tsx';
import { OfflineBanner } from '../views/layout/OfflineBanner.tsx';
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

/**
 * Header, the page, footer, the location gate, the offline banner, the toasts (and the notes over the page: a new
 * version, a refused session). What follows the shop's outlet and the router (the gate's `inert`, the pages' loaders) sits in components of its own, so that their
 * changes leave the header, footer and panels alone.
 */
function ShopLayout() {
  return (
    <>
      <OutletPagesFollow />
      <a className={styles.skipLink} href="#content">
        Skip to content
      </a>
      <InertWhileLocating>
        <Header />
        <div id="content" className={styles.content} tabIndex={-1}>
          <Outlet />
        </div>
        <Footer />
      </InertWhileLocating>
      <LocationOverlay />
      <LocationPanel />
      <AuthPanels />
      <OfflineBanner />
      <Toasts />
      <ScrollRestoration />
    </>
  );
}

/** While the location is unknown the page behind the overlay is out of reach of keyboard and screen reader too. */
function InertWhileLocating({ children }: { children: ReactNode }) {
  const blocked = useSelector(useLocationActor(), (snapshot) => snapshot.hasTag('overlay'));
  return (
    <div className={styles.app} inert={blocked}>
      {children}
    </div>
  );
}

function OutletPagesFollow() {
  useOutletPagesFollow();
  return null;
}
