import type { ComponentType } from 'react';
import { createBrowserRouter, data, redirect } from 'react-router';
import { STORAGE_KEYS } from '../../contract/constants.ts';
import { AppLayout } from '../views/layout/AppLayout.tsx';
import { PageLoading } from '../views/layout/PageLoading.tsx';
import { ordersLoader, walletLoader } from './loaders/accountLoaders.ts';
import { aboutLoader, layoutLoader, mediaLoader, offersLoader, storeListLoader } from './loaders/contentLoaders.ts';
import { orderResultLoader, topUpResultLoader } from './loaders/resultLoaders.ts';

/**
 * A page whose code loads when it is first visited (its module's default export is the route's
 * component); the layout shows PageLoading in its place meanwhile. Only the component is lazy, so a
 * route's loader starts its calls while the code is still on its way (and a fetcher of the route's
 * data does not wait for it).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => {
  const loadComponent = async () => (await load()).default;
  return { lazy: { Component: loadComponent }, HydrateFallback: PageLoading };
};

const homePage = page(() => import('../views/home/HomePage.tsx'));
const menuPage = page(() => import('../views/menu/MenuPage.tsx'));
const offerPage = page(() => import('../views/offer/OfferPage.tsx'));
const aboutPage = page(() => import('../views/about/AboutPage.tsx'));
const mediaPage = page(() => import('../views/about/MediaPage.tsx'));
const storePage = page(() => import('../views/store/StorePage.tsx'));
const blogListPage = page(() => import('../views/blog/BlogListPage.tsx'));
const blogPostPage = page(() => import('../views/blog/BlogPostPage.tsx'));
const feedbackPage = page(() => import('../views/feedback/FeedbackPage.tsx'));
const faqsPage = page(() => import('../views/info/FaqsPage.tsx'));
const policyPage = page(() => import('../views/info/PolicyPage.tsx'));
const termsPage = page(() => import('../views/info/TermsPage.tsx'));
const disclaimerPage = page(() => import('../views/info/DisclaimerPage.tsx'));
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
const profileLayout = page(() => import('../views/profile/ProfileLayout.tsx'));
const flowsPage = page(() => import('../views/flows/FlowsPage.tsx'));

/**
 * Pages that need a customer: without a stored token the visitor is sent home (only its presence is
 * checked). A middleware, so the pages' loaders do not call the API without one.
 */
const requireSignIn = () => {
  if (localStorage.getItem(STORAGE_KEYS.authToken) === null) throw redirect('/');
};

const notFound = () => {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
};

/**
 * No route has an errorElement: an unknown path or a crash shows the router's default page,
 * 'Unexpected Application Error!' (spec section 8).
 */
const LAYOUT = 'layout';

export const router = createBrowserRouter(
  [
    // The flow viewer is a tool for the team, full width, without the shop's header.
    { path: '/flows', ...flowsPage },
    { path: '/flows/:id', ...flowsPage },
    {
      id: LAYOUT,
      Component: AppLayout,
      loader: layoutLoader,
      // The footer's content is the same on every page: read once per visit.
      shouldRevalidate: () => false,
      children: [
        { path: '/', ...homePage },
        { path: '/product', ...menuPage },
        { path: '/product/:filterId', ...menuPage },
        { path: '/offer', loader: offersLoader, ...offerPage },
        { path: '/about', loader: aboutLoader, ...aboutPage },
        { path: '/events', loader: mediaLoader, ...mediaPage },
        { path: '/store', loader: storeListLoader, ...storePage },
        { path: '/blog', ...blogListPage },
        { path: '/blog-details/:id', ...blogPostPage },
        { path: '/feedback', ...feedbackPage },
        { path: '/faqs', ...faqsPage },
        { path: '/policy', ...policyPage },
        { path: '/terms&condition', ...termsPage },
        { path: '/disclaimer', ...disclaimerPage },
        {
          middleware: [requireSignIn],
          children: [
            { path: '/cart', ...cartPage },
            { path: '/profile', loader: () => redirect('/profile/pro') },
            {
              // The account's pages share one layout, their tabs, which stays while its pages change.
              ...profileLayout,
              children: [
                { path: '/profile/pro', ...profilePage },
                { path: '/profile/fav', ...favoritePage },
                { path: '/profile/order', loader: ordersLoader, ...ordersPage },
                { path: '/profile/add', ...addressesPage },
                { path: '/profile/wallet', loader: walletLoader, ...walletPage },
              ],
            },
            { path: '/ordernow', loader: ordersLoader, ...orderNowPage },
            { path: '/successPayment', loader: orderResultLoader, ...successPaymentPage },
            { path: '/paymentFailed', loader: orderResultLoader, ...paymentFailedPage },
            { path: '/paymentWaiting', ...paymentWaitingPage },
            { path: '/WalletsuccessPayment', loader: topUpResultLoader, ...walletSuccessPage },
            { path: '/WalletpaymentFailed', loader: topUpResultLoader, ...walletFailedPage },
            // An account page that does not exist: 'Not Found' for a customer too.
            { path: '/profile/:params', loader: notFound },
          ],
        },
      ],
    },
  ],
  {
    // The layout's data is asked for as the app starts, so the header and footer render at once rather
    // than wait, as a route with a loader otherwise would, for the first page's code and data.
    hydrationData: { loaderData: { [LAYOUT]: layoutLoader() } },
  },
);
