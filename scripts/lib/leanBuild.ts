/**
 * What every build of the shop's pages, and the framework floor measured beside it, leaves out of a browser's
 * download:
 * - use-sync-external-store's shims, written for React 17 with a copy of the hook, which @xstate/react imports:
 *   React 18 and later have the hook (the package asks those who support only them to import it from React), and
 *   the package's plain selector entry uses React's;
 * - vite's polyfill of <link rel="modulepreload"> (0.2 kB of an entry): every browser the shop serves preloads
 *   modules itself, and one that did not would load them through the imports, later, not wrongly.
 */
export const REACT_OWN_EXTERNAL_STORE = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
];

export const NO_PRELOAD_POLYFILL = { polyfill: false } as const;
