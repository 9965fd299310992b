/**
 * The shop's pages a visitor most often opens first. The build writes, beside index.html, a copy of it (`html`)
 * that also names the page's own code and its loader's (`modules`, their chunks and stylesheets), and the server
 * answers the page's `paths` with that copy: the browser asks for the page's code as it reads the HTML, together
 * with the shop's first chunks, instead of once those have run and the router has found the page. The service
 * worker keeps the copies too, for the paths without a parameter (scripts/lib/pwa.ts). Any other path gets
 * index.html.
 *
 * `paths` are the router's own (src/app/router.tsx); tests/e2e/landingPages.test.ts checks that each one shows its
 * page, every file its copy names asked for once.
 */
export const LANDING_PAGES = [
  {
    html: 'landing/home.html',
    paths: ['/'],
    modules: ['src/views/home/HomePage.tsx', 'src/app/loaders/outletLoaders.ts'],
  },
  {
    html: 'landing/menu.html',
    paths: ['/product', '/product/:filterId'],
    modules: ['src/views/menu/MenuPage.tsx', 'src/app/loaders/menuLoader.ts'],
  },
  {
    // Where a returning customer with dishes in the cart comes back to pay; a visitor not signed in is sent to `/`.
    html: 'landing/cart.html',
    paths: ['/cart'],
    modules: ['src/views/cart/CartPage.tsx', 'src/app/loaders/accountLoaders.ts'],
  },
] as const;
