import { useEffect, useState } from 'react';

let painted = false;
let whenPainted: Promise<void> | undefined;

/**
 * Resolves once the page has painted its first content (Chromium's and Firefox's paint timing; at once where
 * the browser does not tell): what the first screen does not show waits for it, so it does not hold it up.
 */
export function firstPaint(): Promise<void> {
  whenPainted ??= new Promise((resolve) => {
    const done = () => {
      painted = true;
      resolve();
    };
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
      done();
      return;
    }
    new PerformanceObserver((paints, observer) => {
      if (paints.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: 'paint', buffered: true });
  });
  return whenPainted;
}

/** Whether the page has painted its first content, rendering again once it has. */
export function useFirstPaint(): boolean {
  const [done, setDone] = useState(() => {
    void firstPaint();
    return painted;
  });
  useEffect(() => {
    if (!done) void firstPaint().then(() => setDone(true));
  }, [done]);
  return done;
}
