import type { ComponentType } from 'react';
import { createBrowserRouter, data, redirect } from 'react-router';
import { PageLoading } from '../views/layout/PageLoading.tsx';
import { AppLayout } from './AppLayout.tsx';
import { isSignedIn } from './storage.ts';

/**
 * A page whose code loads when it is first visited (its module's default export is the route's
 * component); the layout shows PageLoading in its place meanwhile.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => ({
  lazy: async () => ({ Component: (await load()).default }),
  HydrateFallback: PageLoading,
});

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
const orderNowPage = page(() => import('../views/cart/OrderNowPage.tsx'));
const favoritePage = page(() => import('../views/profile/FavoritePage.tsx'));
const profileLayout = page(() => import('../views/profile/ProfileLayout.tsx'));

/** Pages that need a customer: without a stored token the visitor is sent home (only its presence is checked). */
const requireSignIn = () => (isSignedIn() ? null : redirect('/'));

const notFound = () => {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
};

/**
 * No route has an errorElement: an unknown path or a crash shows the router's default page,
 * 'Unexpected Application Error!' (spec section 8).
 */
export const router = createBrowserRouter([
  {
    Component: AppLayout,
    children: [
      { path: '/', ...homePage },
      { path: '/product', ...menuPage },
      { path: '/product/:filterId', ...menuPage },
      { path: '/offer', ...offerPage },
      { path: '/about', ...aboutPage },
      { path: '/events', ...mediaPage },
      { path: '/store', ...storePage },
      { path: '/blog', ...blogListPage },
      { path: '/blog-details/:id', ...blogPostPage },
      { path: '/feedback', ...feedbackPage },
      { path: '/faqs', ...faqsPage },
      { path: '/policy', ...policyPage },
      { path: '/terms&condition', ...termsPage },
      { path: '/disclaimer', ...disclaimerPage },
      {
        loader: requireSignIn,
        children: [
          { path: '/cart', ...cartPage },
          { path: '/profile', loader: () => redirect('/profile/pro') },
          {
            // The account's pages share one layout, their tabs, which stays while its pages change.
            ...profileLayout,
            children: [
              { path: '/profile/pro', ...profilePage },
              { path: '/profile/fav', ...favoritePage },
              { path: '/profile/order', ...ordersPage },
              { path: '/profile/add', ...addressesPage },
              { path: '/profile/wallet', ...walletPage },
            ],
          },
          { path: '/ordernow', ...orderNowPage },
          { path: '/successPayment', ...successPaymentPage },
          { path: '/paymentFailed', ...paymentFailedPage },
          { path: '/paymentWaiting', ...paymentWaitingPage },
          { path: '/WalletsuccessPayment', ...walletSuccessPage },
          { path: '/WalletpaymentFailed', ...walletFailedPage },
          // An account page that does not exist: 'Not Found' for a customer too.
          { path: '/profile/:params', loader: notFound },
        ],
      },
    ],
  },
]);
