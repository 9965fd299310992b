/**
 * What the shop's builds leave out of a browser's download, the framework floor measured beside them too:
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

/**
 * The shop's files named with a hash of 7 characters (42 bits) in place of 8, the fewest rolldown allows for this
 * many chunks: the entry names every lazy page's files to preload (about a hundred), and the hashes are what gzip
 * cannot shrink.
 */
export const SHORT_HASHES = {
  entryFileNames: 'assets/[name]-[hash:7].js',
  chunkFileNames: 'assets/[name]-[hash:7].js',
  assetFileNames: 'assets/[name]-[hash:7][extname]',
};
