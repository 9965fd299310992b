import { type ComponentType, lazy, Suspense } from 'react';
import { createBrowserRouter, data, type LoaderFunction, redirect } from 'react-router';
import HomePage from '../views/home/HomePage.tsx';
import { PageLoading } from '../views/layout/PageLoading.tsx';
import { AppLayout } from './AppLayout.tsx';
import { layoutLoader } from './loaders/layoutLoader.ts';
import { homeLoader } from './loaders/outletLoaders.ts';
import { isSignedIn } from './storage.ts';

/**
 * A page whose code loads when it is first visited (its module's default export is the route's
 * component), with its loader's code when it has one; the layout shows PageLoading in its place
 * meanwhile. The two load side by side, and the loader starts its calls as soon as its own code is in.
 */
const page = (load: () => Promise<{ default: ComponentType }>, loader?: () => Promise<LoaderFunction>) => {
  const loadComponent = async () => (await load()).default;
  return { lazy: { Component: loadComponent, loader }, HydrateFallback: PageLoading };
};

// The other pages' loaders (and the API calls they import) stay out of the first script.
const contentLoaders = () => import('./loaders/contentLoaders.ts');
const accountLoaders = () => import('./loaders/accountLoaders.ts');
const resultLoaders = () => import('./loaders/resultLoaders.ts');
const offersLoader = async () => (await contentLoaders()).offersLoader;
const ordersLoader = async () => (await accountLoaders()).ordersLoader;
const orderResultLoader = async () => (await resultLoaders()).orderResultLoader;
const topUpResultLoader = async () => (await resultLoaders()).topUpResultLoader;

/**
 * The page most visits open first, in the first script with its loader: a lazy page's code was a request of its own
 * after the first script, its stylesheet another, and both on a new visitor's way to the first paint.
 */
const homePage = { Component: HomePage, loader: homeLoader, HydrateFallback: PageLoading };
// React Router empties a route's `lazy` object as it loads the route: a page that two routes show is made once per
// route, or the second route, its `lazy` emptied by the first, shows 'Page not found'.
const menuPage = () =>
  page(
    () => import('../views/menu/MenuPage.tsx'),
    async () => (await import('./loaders/menuLoader.ts')).menuLoader,
  );
const offerPage = page(() => import('../views/offer/OfferPage.tsx'), offersLoader);
const aboutPage = page(
  () => import('../views/about/AboutPage.tsx'),
  async () => (await contentLoaders()).aboutLoader,
);
const mediaPage = page(
  () => import('../views/about/MediaPage.tsx'),
  async () => (await contentLoaders()).mediaLoader,
);
const storePage = page(
  () => import('../views/store/StorePage.tsx'),
  async () => (await contentLoaders()).storeListLoader,
);
const blogListPage = page(() => import('../views/blog/BlogListPage.tsx'));
const blogPostPage = page(() => import('../views/blog/BlogPostPage.tsx'));
const feedbackPage = page(() => import('../views/feedback/FeedbackPage.tsx'));
const faqsPage = page(() => import('../views/info/FaqsPage.tsx'));
const policyPage = page(() => import('../views/info/PolicyPage.tsx'));
const termsPage = page(() => import('../views/info/TermsPage.tsx'));
const disclaimerPage = page(() => import('../views/info/DisclaimerPage.tsx'));
const cartPage = page(
  () => import('../views/cart/CartPage.tsx'),
  async () => (await accountLoaders()).cartLoader,
);
const profilePage = page(() => import('../views/profile/ProfilePage.tsx'));
const ordersPage = () => page(() => import('../views/profile/OrdersPage.tsx'), ordersLoader);
const successPaymentPage = page(() => import('../views/orders/SuccessPaymentPage.tsx'), orderResultLoader);
const paymentFailedPage = page(() => import('../views/orders/PaymentFailedPage.tsx'), orderResultLoader);
const paymentWaitingPage = page(() => import('../views/orders/PaymentWaitingPage.tsx'));
const walletPage = page(
  () => import('../views/wallet/WalletPage.tsx'),
  async () => (await accountLoaders()).walletLoader,
);
const topUpResultPage = () => page(() => import('../views/wallet/TopUpResult.tsx'), topUpResultLoader);
const addressesPage = page(() => import('../views/profile/AddressesPage.tsx'));
const orderNowPage = page(() => import('../views/cart/OrderNowPage.tsx'), ordersLoader);
const favouritesPage = page(() => import('../views/profile/FavouritesPage.tsx'));
const profileLayout = page(() => import('../views/profile/ProfileLayout.tsx'));
const notFoundPage = page(() => import('../views/errors/NotFoundPage.tsx'));

const RouteErrorPage = lazy(() => import('../views/errors/RouteErrorPage.tsx'));
/** A page that failed, in the shop's layout; its code loads only when a page fails. */
function PageError() {
  return (
    <Suspense fallback={<PageLoading />}>
      <RouteErrorPage />
    </Suspense>
  );
}

/**
 * Pages that need a customer: without a stored token the visitor is sent home (only its presence is
 * checked). A middleware, so the pages' loaders do not call the API without one.
 */
const requireSignIn = () => {
  if (!isSignedIn()) throw redirect('/');
};

const notFound = () => {
  throw data('Not Found', { status: 404, statusText: 'Not Found' });
};

const LAYOUT = 'layout';

/**
 * An unknown path shows 'Page not found' and a failing page (its data, its code, a crash) an error page
 * with 'Try again', both inside the shop's header and footer, rather than the router's developer page that
 * the spec's original showed ('Unexpected Application Error!').
 */
export const router = createBrowserRouter(
  [
    {
      id: LAYOUT,
      Component: AppLayout,
      loader: layoutLoader,
      // The footer's content is the same on every page: read once per visit.
      shouldRevalidate: () => false,
      ErrorBoundary: PageError,
      children: [
        {
          ErrorBoundary: PageError,
          children: [
            { path: '/', ...homePage },
            { path: '/product', ...menuPage() },
            { path: '/product/:filterId', ...menuPage() },
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
              middleware: [requireSignIn],
              children: [
                { path: '/cart', ...cartPage },
                { path: '/profile', loader: () => redirect('/profile/pro') },
                {
                  // The account's pages share one layout, their tabs, which stays while its pages change.
                  ...profileLayout,
                  children: [
                    { path: '/profile/pro', ...profilePage },
                    { path: '/profile/fav', ...favouritesPage },
                    { path: '/profile/order', ...ordersPage() },
                    // One order's page comes with the list's code: a route of its own would grow the first screen.
                    { path: '/profile/order/:orderId', ...ordersPage() },
                    { path: '/profile/add', ...addressesPage },
                    { path: '/profile/wallet', ...walletPage },
                  ],
                },
                { path: '/ordernow', ...orderNowPage },
                { path: '/successPayment', ...successPaymentPage },
                { path: '/paymentFailed', ...paymentFailedPage },
                { path: '/paymentWaiting', ...paymentWaitingPage },
                { path: '/WalletsuccessPayment', ...topUpResultPage() },
                { path: '/WalletpaymentFailed', ...topUpResultPage() },
                // An account page that does not exist: 'Page not found' for a customer too.
                { path: '/profile/:params', loader: notFound },
              ],
            },
            { path: '*', ...notFoundPage },
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
