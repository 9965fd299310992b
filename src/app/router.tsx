import type { ComponentType } from 'react';
import { createBrowserRouter, data, redirect } from 'react-router';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { AppLayout } from '../views/layout/AppLayout.tsx';
import { PageLoading } from '../views/layout/PageLoading.tsx';

/** A page whose code loads when it is first visited: its module's default export is the route's component. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const homePage = page(() => import('../views/home/HomePage.tsx'));
const menuPage = page(() => import('../views/menu/MenuPage.tsx'));
const offerPage = page(() => import('../views/offer/OfferPage.tsx'));
const cartPage = page(() => import('../views/cart/CartPage.tsx'));
const profilePage = page(() => import('../views/profile/ProfilePage.tsx'));
const ordersPage = page(() => import('../views/profile/OrdersPage.tsx'));
const successPaymentPage = page(() => import('../views/orders/SuccessPaymentPage.tsx'));
const paymentFailedPage = page(() => import('../views/orders/PaymentFailedPage.tsx'));
const paymentWaitingPage = page(() => import('../views/orders/PaymentWaitingPage.tsx'));
const walletPage = page(() => import('../views/wallet/WalletPage.tsx'));
const walletSuccessPage = page(() => import('../views/wallet/WalletSuccessPage.tsx'));
const walletFailedPage = page(() => import('../views/wallet/WalletFailedPage.tsx'));
const addressesPage = page(() => import('../views/profile/AddressesPage.tsx'));
const orderNowPage = page(() => import('../views/checkout/OrderNowPage.tsx'));
const favoritePage = page(() => import('../views/profile/FavoritePage.tsx'));

/** Pages that need a customer: without a stored token the visitor is sent home (only its presence is checked). */
const requireSignIn = () => (localStorage.getItem(STORAGE_KEYS.authToken) === null ? redirect('/') : null);

const notFound = () => {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
};

/**
 * No route has an errorElement: an unknown path or a crash shows the router's default page,
 * 'Unexpected Application Error!' (spec section 8). HydrateFallback sits on the lazy pages so the
 * layout renders while a page's code is still loading.
 */
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    children: [
      { path: '/', lazy: homePage, HydrateFallback: PageLoading },
      { path: '/product', lazy: menuPage, HydrateFallback: PageLoading },
      { path: '/product/:filterId', lazy: menuPage, HydrateFallback: PageLoading },
      { path: '/offer', lazy: offerPage, HydrateFallback: PageLoading },
      {
        loader: requireSignIn,
        children: [
          { path: '/cart', lazy: cartPage, HydrateFallback: PageLoading },
          { path: '/profile', loader: () => redirect('/profile/pro') },
          { path: '/profile/pro', lazy: profilePage, HydrateFallback: PageLoading },
          { path: '/profile/fav', lazy: favoritePage, HydrateFallback: PageLoading },
          { path: '/profile/order', lazy: ordersPage, HydrateFallback: PageLoading },
          { path: '/profile/add', lazy: addressesPage, HydrateFallback: PageLoading },
          { path: '/ordernow', lazy: orderNowPage, HydrateFallback: PageLoading },
          { path: '/successPayment', lazy: successPaymentPage, HydrateFallback: PageLoading },
          { path: '/paymentFailed', lazy: paymentFailedPage, HydrateFallback: PageLoading },
          { path: '/paymentWaiting', lazy: paymentWaitingPage, HydrateFallback: PageLoading },
          { path: '/profile/wallet', lazy: walletPage, HydrateFallback: PageLoading },
          { path: '/WalletsuccessPayment', lazy: walletSuccessPage, HydrateFallback: PageLoading },
          { path: '/WalletpaymentFailed', lazy: walletFailedPage, HydrateFallback: PageLoading },
          // An account page that does not exist: 'Not Found' for a customer too.
          { path: '/profile/:params', loader: notFound },
        ],
      },
    ],
  },
]);
