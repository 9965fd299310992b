/**
 * What every build of the shop's pages, and the framework floor measured beside it, leaves out of a browser's
 * download: @xstate/react imports the shims of use-sync-external-store, written for React 17, which carry their own
 * copy of the hook; React 18 and later have it (the package asks those who support only them to import it from
 * React), and the package's plain selector entry uses React's. Vite's
 * polyfill of <link rel="modulepreload"> (0.2 kB of an entry) goes too: every browser the shop serves preloads
 * modules itself, and one that did not would load them through the imports, later, not wrongly.
 */
export const REACT_OWN_EXTERNAL_STORE = [
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: 'use-sync-external-store/with-selector.js',
  },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
];

export const NO_PRELOAD_POLYFILL = { polyfill: false } as const;
