let painted: Promise<void> | undefined;

/**
 * Resolves once the page has painted its first content (Chromium's and Firefox's paint timing; at once where
 * the browser does not tell): what the first screen does not show waits for it, so it does not hold it up.
 */
export function firstPaint(): Promise<void> {
  painted ??= new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      resolve();
      return;
    }
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
  return painted;
}
