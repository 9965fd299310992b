/**
 * The page shown or hidden (the browser's `visibilitychange`: another tab, a locked phone). The customer's live pages
 * close their event stream while hidden, so that a page left in the background holds none of the server's
 * connections, and open it again once shown, reading what they show again.
 */
export interface VisibilityChanged {
  type: 'visibility.changed';
  visible: boolean;
}

/** The machine's `noteVisibility` action, given the event's `visible`: kept in its context's `visible`. */
export const NOTE_VISIBILITY = {
  type: 'noteVisibility',
  params: ({ event }: { event: VisibilityChanged }) => ({ visible: event.visible }),
} as const;

/** Guards on the event: the page was shown, or hidden. */
export const pageShown = (_: unknown, params: { visible: boolean }) => params.visible;
export const pageHidden = (_: unknown, params: { visible: boolean }) => !params.visible;
