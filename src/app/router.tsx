import { createBrowserRouter } from 'react-router';
import { AppLayout } from '../views/layout/AppLayout.tsx';
import { PageLoading } from '../views/layout/PageLoading.tsx';

const homePage = () => import('../views/home/HomePage.tsx').then((module) => ({ Component: module.default }));
const menuPage = () => import('../views/menu/MenuPage.tsx').then((module) => ({ Component: module.default }));

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
    ],
  },
]);
