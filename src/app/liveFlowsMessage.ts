/** The same-origin channel on which the storefront's tabs tell the flow viewer (`/flows`) their actors' states. */
export const LIVE_FLOWS_CHANNEL = 'wokflow:flows';

export type LiveFlowsMessage =
  /** The viewer opened: every tab answers with its running actors. */
  | { type: 'viewer.hello' }
  /** A shop tab opened: an open viewer says hello to it. */
  | { type: 'shop.opened' }
  | {
      type: 'actor.snapshot';
      /** The tab's id and the actor's: unique across tabs. */
      sessionId: string;
      /** The machine's id: the `id` of its entry in machines/index.ts. */
      machineId: string;
      value: unknown;
      /** The context as JSON (what survives JSON.stringify). */
      context: unknown;
    }
  | { type: 'actor.stopped'; sessionId: string };
