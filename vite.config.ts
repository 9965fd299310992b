import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';
import { ENTRY_PAGES } from './contract/entryPages.ts';
import { FIRST_SCRIPT, inlineEntryStyles } from './scripts/lib/inlineEntryStyles.ts';
import { landingPages } from './scripts/lib/landingPages.ts';
import { NO_PRELOAD_POLYFILL, REACT_OWN_EXTERNAL_STORE, SHORT_HASHES } from './scripts/lib/leanBuild.ts';
import { dropMachineDescriptions } from './scripts/lib/machineDescriptions.ts';
import { precompress } from './scripts/lib/precompress.ts';
import { pureSchemas } from './scripts/lib/pureSchemas.ts';
import { pwa } from './scripts/lib/pwa.ts';

// Only what the first page runs: dialogs and toasts load when first shown, in chunks of their own.
const SHELL_LIBRARIES =
  /node_modules[\\/](react|react-dom|react-router|scheduler|xstate|@xstate|valibot|ky|use-sync-external-store|@vanilla-extract)[\\/]/;

/** keen-slider and the autoplay of the home page's banners and the about page's testimonials. */
const CAROUSEL = /node_modules[\\/]keen-slider[\\/]|src[\\/]ui[\\/]autoplay\.ts/;

/**
 * The src/ui pieces the first page shares with later ones (a titled box, a picture, a modal, skeletons, the
 * closed-outlet banner, a loader's data, the app badges) and the constants: each is small, and split by import
 * each came as a file of its own, the constants too, which the first screen asked for on a request of their own.
 * With them the styles' building blocks every page imports (theme, flex, sprinkles), so that no later group takes
 * them along with one of its own modules, and the first screen with it.
 */
const SHARED_PAGE_PARTS =
  /src[\\/]ui[\\/](TitledSection\.tsx|Picture\.tsx|Modal\.tsx|OnFirstOpen\.tsx|skeleton\.css\.ts|ClosedStoreBanner\.|isOutletOpen\.ts|Loaded\.tsx|AppBadges\.|theme\.css\.ts|flex\.css\.ts|sprinkles\.css\.ts)|contract[\\/]constants\.ts$/;

/** The shop's entry module, whose chunk takes the libraries and the shared page parts in (FIRST_SCRIPT, the first group below). */
const ENTRY = /src[\\/]main\.tsx$/;

/**
 * The small pieces of a dish's card and a cart's line (alias, texts, rupees, veg mark, badge): the menu, the cart
 * and the account's pages each asked for them one file at a time.
 */
const DISH_PARTS = /src[\\/]ui[\\/](AliasName\.|productText\.ts|FoodMark\.|Badge\.)|contract[\\/]money\.ts$/;

/**
 * The shop's entry and the runtime it imports, which index.html loads before any other script runs (scripts and
 * stylesheet).
 */
const ENTRY_CHUNKS = new RegExp(`^assets/(rolldown-runtime|${FIRST_SCRIPT})-`);

/**
 * What a lazy page's code names to preload: not the entry's chunks, which every page already has. Their names,
 * repeated in the list of every page of the entry, came to more than 0.1 kB of its gzipped script, and the script
 * that loads a page walked past them each time.
 */
const withoutEntryChunks = (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) =>
  hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNKS.test(dep)) : deps;

const apiTarget = `http://localhost:${process.env.PORT ?? 8080}`;

/** The dev server answers a page of its own (the flow viewer) with its HTML, as the API server does in production. */
function entryPagesInDev(): Plugin {
  return {
    name: 'wokflow:entry-pages',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        const page = ENTRY_PAGES.find((entry) => path === entry.path || path.startsWith(`${entry.path}/`));
        if (page && !path.includes('.')) request.url = `/${page.html}`;
        next();
      });
    },
  };
}

/**
 * What the head of every page holds (charset, viewport, icon), and the noindex of the pages for staff and
 * product owners (ENTRY_PAGES), written here once rather than in each index.html.
 */
function sharedHead(): Plugin {
  const common: HtmlTagDescriptor[] = [
    { tag: 'meta', attrs: { charset: 'UTF-8' }, injectTo: 'head-prepend' },
    {
      tag: 'meta',
      attrs: { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      injectTo: 'head-prepend',
    },
    { tag: 'link', attrs: { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' }, injectTo: 'head-prepend' },
  ];
  const noindex: HtmlTagDescriptor = { tag: 'meta', attrs: { name: 'robots', content: 'noindex' }, injectTo: 'head' };
  return {
    name: 'wokflow:shared-head',
    transformIndexHtml(_html, { filename }) {
      const internal = ENTRY_PAGES.some((page) => filename.endsWith(page.html));
      return internal ? [...common, noindex] : common;
    },
  };
}

const sourcemap = process.env.SOURCEMAP === 'true';

/** The other entry pages (ENTRY_PAGES), built apart from the shop into the same directory, before it is compressed. */
function entryPagesApart(): Plugin {
  let outDir = '';
  return {
    name: 'wokflow:entry-pages-apart',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    apply: 'build',
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler(error) {
        if (error) return;
        await build({
          configFile: false,
          logLevel: 'warn',
          plugins: [react(), vanillaExtractPlugin(), sharedHead(), pureSchemas()],
          resolve: { alias: REACT_OWN_EXTERNAL_STORE },
          build: {
            outDir,
            emptyOutDir: false,
            sourcemap,
            chunkSizeWarningLimit: 1600,
            modulePreload: NO_PRELOAD_POLYFILL,
            rolldownOptions: {
              input: Object.fromEntries(ENTRY_PAGES.map((page) => [page.name, page.html])),
              output: {
                ...SHORT_HASHES,
                codeSplitting: { groups: [{ name: 'pages-framework', test: SHELL_LIBRARIES }] },
              },
            },
          },
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    sharedHead(),
    dropMachineDescriptions(),
    pureSchemas(),
    pwa(),
    inlineEntryStyles(),
    landingPages(),
    entryPagesApart(),
    precompress(),
    entryPagesInDev(),
  ],
  resolve: { alias: REACT_OWN_EXTERNAL_STORE },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Source maps only when asked for (SOURCEMAP=true npm run build): served, they would hand anyone the
    // sources, and each chunk's sourceMappingURL line is bytes every visit downloads.
    sourcemap,
    // maplibre-gl's chunk (about 1.1 MB, 290 kB gzipped) loads only with an address map, elkjs's (1.5 MB) only on
    // the flow viewer; `npm run size` guards the first page.
    chunkSizeWarningLimit: 1600,
    modulePreload: { ...NO_PRELOAD_POLYFILL, resolveDependencies: withoutEntryChunks },
    rolldownOptions: {
      input: { index: 'index.html' },
      // Every imported constant written where it is used: a module shared by the first page and later ones lives
      // in one chunk, with every export any page uses, so the first screen carried each message of
      // contract/messages.ts a later page shows (1.8 kB gzipped). Inlined, each text goes with its page.
      optimization: { inlineConst: true },
      output: {
        ...SHORT_HASHES,
        codeSplitting: {
          groups: [
            // The first script: the entry, the libraries every page runs on and the shared page parts, in one file.
            // Left to itself, rolldown splits what a lazy page imports too into shared chunks, and a new visitor's
            // `/` waited for each split on a connection of its own (Lighthouse's slow 4G: 0.3 s of its first paint,
            // README, Performance). Before the groups below: a group takes the modules its own import too, and
            // would take the first screen's styles (the theme) from this one.
            {
              name: FIRST_SCRIPT,
              test: (id: string) => ENTRY.test(id) || SHELL_LIBRARIES.test(id) || SHARED_PAGE_PARTS.test(id),
            },
            // One file where the carousels' library, its stylesheet and the autoplay came in three.
            { name: 'carousel', test: CAROUSEL },
            { name: 'dish-parts', test: DISH_PARTS },
          ],
        },
      },
    },
  },
  // The Host header is kept: the API writes absolute URLs from it (the map style's places, the gateway's
  // return). The sandbox card gateway is served by the API server too.
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/sandbox': { target: apiTarget, changeOrigin: false },
    },
  },
});
