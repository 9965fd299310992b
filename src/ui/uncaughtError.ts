/**
 * The root's `onUncaughtError`. An error no boundary catches (code that could not be loaded, where the page that says
 * so could not be loaded either) empties the page: the error is reported, as React does, and the emptied root is
 * marked, for global.css.ts to say what happened there. A rule of the stylesheet, the message costs the first screen's
 * script nothing.
 */
export const markUncaughtError =
  (root: HTMLElement) =>
  (error: unknown): void => {
    reportError(error);
    root.dataset.failed = '';
  };
