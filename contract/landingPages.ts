/**
 * The shop's pages a visitor most often opens first. The build writes, beside index.html, a copy of it (`html`)
 * that also names the page's own code and its loader's (`modules`, their chunks and stylesheets), and the server
 * answers the page's `paths` with that copy: the browser asks for the page's code as it reads the HTML, together
 * with the shop's first chunks, instead of once those have run and the router has found the page. Any other path
 * gets index.html.
 *
 * `offline`: the service worker answers the page's paths without a parameter with the copy too (scripts/lib/pwa.ts).
 * It does for the menu and the cart, whose code is in 20 to 30 files: in Chromium at a phone's speed (4x), a
 * returning customer's /product painted first about 0.2 s sooner and its longest task fell from about 0.67 s to
 * 0.40 s. Not for the home page, whose code is three files: its first paint came later with the copy.
 *
 * `paths` are the router's own (src/app/router.tsx); tests/e2e/landingPages.test.ts checks that each one shows its
 * page, every file its copy names asked for once.
 */
export const LANDING_PAGES = [
  {
    html: 'landing/home.html',
    paths: ['/'],
    modules: ['src/views/home/HomePage.tsx', 'src/app/loaders/outletLoaders.ts'],
    offline: false,
  },
  {
    html: 'landing/menu.html',
    paths: ['/product', '/product/:filterId'],
    modules: ['src/views/menu/MenuPage.tsx', 'src/app/loaders/menuLoader.ts'],
    offline: true,
  },
  {
    // Where a returning customer with dishes in the cart comes back to pay; a visitor not signed in is sent to `/`.
    html: 'landing/cart.html',
    paths: ['/cart'],
    modules: ['src/views/cart/CartPage.tsx', 'src/app/loaders/accountLoaders.ts'],
    offline: true,
  },
] as const;
