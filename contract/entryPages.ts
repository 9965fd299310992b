/**
 * Pages of the site built as entries of their own beside the shop's index.html: the server answers every
 * path under `path` with `html` (as built under dist/client), the build adds it as an input named `name`,
 * and the shop's service worker leaves those paths alone. Nothing of them loads with the shop: they are built
 * apart from it (vite.config.ts), sharing no chunk with it. Built together, the modules both use were split out
 * of the shop's first chunks into shared ones (a first visit pays for every split), and every library function
 * they use joined the shop's first script.
 */
export const ENTRY_PAGES = [
  { name: 'flows', path: '/flows', html: 'flows/viewer/index.html' },
  { name: 'console', path: '/console', html: 'src/console/index.html' },
] as const;
