import { VitePWA } from 'vite-plugin-pwa';
import type { RuntimeCaching } from 'workbox-build';
import { API_BASE } from '../../contract/constants.ts';
import { ENTRY_PAGES } from '../../contract/entryPages.ts';
import { LANDING_PAGES } from '../../contract/landingPages.ts';

type RouteHandlerCallback = Extract<RuntimeCaching['handler'], (...args: never[]) => unknown>;

/**
 * The calls that show the menu (and the home page around it): the outlet, its super-categories and dishes,
 * the banners and the dynamic content. None needs a session, and without one the reply is the same for
 * everybody who sends the same body.
 */
const CATALOGUE_READS = [
  'outlet/checkActive',
  'superCategory',
  'product',
  'getProductOrCategoryBySuperCategory/[^/?]+',
  'GetContentData',
  'getAllSlider',
];
const CATALOGUE = new RegExp(`${API_BASE.replaceAll('/', '\\/')}\\/(?:${CATALOGUE_READS.join('|')})$`);

/**
 * Network first, the last anonymous reply when the network fails or is slower than 4 s. Some of these reads
 * are POSTs (the outlet in a form body) and the Cache API keeps GETs only, so a reply is kept under its URL
 * with the body as query string. A signed-in customer's read (with an Authorization header) is never kept:
 * its dishes say which are the customer's favourites. It is answered by the network, and the same read
 * without the header refreshes the anonymous copy once the copy is a few minutes old, so the menu still
 * shows offline.
 *
 * workbox-build writes this function's source into sw.js: it may use nothing from outside its own body.
 */
const catalogueRead: RouteHandlerCallback = async ({ request, event }) => {
  const cacheName = 'wokflow-catalogue';
  const networkTimeoutMs = 4000;
  const refreshAfterMs = 5 * 60 * 1000;
  const body = request.method === 'POST' ? await request.clone().text() : '';
  const key = body === '' ? request.url : `${request.url}?${body}`;
  const cache = await caches.open(cacheName);
  const signedIn = request.headers.has('Authorization');

  const refreshAnonymousCopy = async () => {
    const kept = await cache.match(key);
    const age = kept ? Date.now() - Date.parse(kept.headers.get('Date') ?? '') : Number.POSITIVE_INFINITY;
    if (age < refreshAfterMs) return;
    const headers = new Headers(request.headers);
    headers.delete('Authorization');
    const anonymous = await fetch(request.url, { method: request.method, headers, body: body === '' ? null : body });
    if (anonymous.ok) await cache.put(key, anonymous);
  };
  const network = fetch(request);
  // Kept while the page already reads the reply; this runs before the page gets it, so the clone is whole.
  const keep = network.then((response) => {
    if (!response.ok) return;
    return signedIn ? refreshAnonymousCopy() : cache.put(key, response.clone());
  });
  event.waitUntil(keep.catch(() => undefined));

  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, networkTimeoutMs));
  const first = await Promise.race([network.catch(() => undefined), timeout]);
  return first ?? (await cache.match(key)) ?? network;
};

/**
 * Installable and usable offline (README "Installing and offline"): the web app manifest, and a service
 * worker (Workbox, generateSW) that precaches the app's shell, answers every page with it, and keeps
 * images and the menu's reads for offline visits. It never touches a write, a signed-in call, the
 * development routes or the sandbox gateway. The app registers it (src/app/serviceWorker.ts) and asks
 * before a new version takes over.
 */
export function pwa() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
    manifest: {
      name: 'Wokflow',
      short_name: 'Wokflow',
      description: 'Order Indo-Chinese food online from Wokflow outlets in Gujarat, for delivery or take-away.',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      // The brand red of index.html's theme-color and src/ui/theme.css.ts; the page's own background.
      theme_color: '#b3261e',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}'],
      // The address map (maplibre-gl, about 1 MB) and the pages of their own (the flow viewer, with elkjs at 1.5 MB
      // and its path worker) are not the shop's shell: they load from the network when shown.
      globIgnores: [
        'assets/PinMap-*',
        'assets/layout-*',
        'assets/paths.worker-*',
        // An entry's own chunk (console-*) and the chunks named after its files (console.machine-*).
        ...ENTRY_PAGES.map((page) => `assets/${page.name}{-,.}*`),
      ],
      // The landing pages' own copies of the shell (contract/landingPages.ts), for the paths
      // that have no parameter: the page's code starts loading as the HTML is read, not once the shop's script has
      // found the page. Other paths get index.html.
      templatedURLs: Object.fromEntries(
        LANDING_PAGES.flatMap((page) =>
          page.paths.filter((path) => !path.includes(':')).map((path) => [path, [page.html]]),
        ),
      ),
      navigateFallback: 'index.html',
      navigateFallbackDenylist: [
        /^\/api\//,
        /^\/sandbox\//,
        ...ENTRY_PAGES.map((page) => new RegExp(`^${page.path}(/|$)`)),
      ],
      clientsClaim: true,
      runtimeCaching: [
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/images/'),
          handler: 'CacheFirst',
          options: { cacheName: 'wokflow-images', expiration: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 } },
        },
        { urlPattern: CATALOGUE, handler: catalogueRead, method: 'GET' },
        { urlPattern: CATALOGUE, handler: catalogueRead, method: 'POST' },
      ],
    },
  });
}
