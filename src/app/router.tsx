import { createBrowserRouter, data, redirect } from 'react-router';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { AppLayout } from '../views/layout/AppLayout.tsx';
import { PageLoading } from '../views/layout/PageLoading.tsx';

const homePage = () => import('../views/home/HomePage.tsx').then((module) => ({ Component: module.default }));
const menuPage = () => import('../views/menu/MenuPage.tsx').then((module) => ({ Component: module.default }));
const offerPage = () => import('../views/offer/OfferPage.tsx').then((module) => ({ Component: module.default }));
const cartPage = () => import('../views/cart/CartPage.tsx').then((module) => ({ Component: module.default }));
const profilePage = () => import('../views/profile/ProfilePage.tsx').then((module) => ({ Component: module.default }));
const ordersPage = () => import('../views/profile/OrdersPage.tsx').then((module) => ({ Component: module.default }));
const successPaymentPage = () =>
  import('../views/orders/SuccessPaymentPage.tsx').then((module) => ({ Component: module.default }));
const addressesPage = () =>
  import('../views/profile/AddressesPage.tsx').then((module) => ({ Component: module.default }));
const orderNowPage = () =>
  import('../views/checkout/OrderNowPage.tsx').then((module) => ({ Component: module.default }));
const favoritePage = () =>
  import('../views/profile/FavoritePage.tsx').then((module) => ({ Component: module.default }));

/** Pages that need a customer: without a stored token the visitor is sent home (only its presence is checked). */
const requireSignIn = () => (localStorage.getItem(STORAGE_KEYS.authToken) === null ? redirect('/') : null);

/** Customer pages whose screens are not built yet: guarded already, and 'Not Found' for a customer. */
const UNBUILT_CUSTOMER_PAGES = [
  '/profile/:params',
  '/paymentFailed',
  '/paymentWaiting',
  '/WalletsuccessPayment',
  '/WalletpaymentFailed',
];
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
          ...UNBUILT_CUSTOMER_PAGES.map((path) => ({ path, loader: notFound })),
        ],
      },
    ],
  },
]);
