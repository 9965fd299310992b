/**
 * The shop's pages a visitor most often opens first. The build writes, beside index.html, a copy of it (`html`)
 * that also names the page's own code and its loader's (`modules`, their chunks and stylesheets), and the server
 * answers the page's `paths` with that copy: the browser asks for the page's code as it reads the HTML, together
 * with the shop's first chunks, instead of once those have run and the router has found the page. Any other path
 * gets index.html.
 *
 * The service worker answers the pages' paths without a parameter with the copy too (scripts/lib/pwa.ts): the menu's
 * and the cart's code is in 20 to 30 files, and in Chromium at a phone's speed (4x), a
 * returning customer's /product painted first about 0.2 s sooner and its longest task fell from about 0.67 s to
 * 0.40 s.
 *
 * The home page has no copy: its code is in the first script (src/app/router.tsx), which index.html names.
 *
 * `paths` are the router's own (src/app/router.tsx); tests/e2e/landingPages.test.ts checks that each one shows its
 * page, every file its copy names asked for once.
 */
export const LANDING_PAGES = [
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
