import type { AnyActor, InspectionEvent } from 'xstate';

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

const running = new Map<string, AnyActor>();
let channel: BroadcastChannel | null = null;
/** The viewer's own tab does not report itself: it shows the shop's tabs. */
let viewerHere = false;
/** Actors' session ids count from 0 in every tab: prefixed with this, they stay apart in the viewer. */
const TAB = Math.random().toString(36).slice(2, 8);
const liveId = (actor: AnyActor) => `${TAB}:${actor.sessionId}`;

const machineIdOf = (actor: AnyActor): string | undefined => (actor.logic as { id?: string }).id;

function publish(actor: AnyActor): void {
  const machineId = machineIdOf(actor);
  const snapshot = actor.getSnapshot();
  if (!channel || !machineId) return;
  const { value, context } = snapshot as { value: unknown; context: unknown };
  channel.postMessage({
    type: 'actor.snapshot',
    sessionId: liveId(actor),
    machineId,
    value,
    context: JSON.parse(JSON.stringify(context ?? null)),
  } satisfies LiveFlowsMessage);
}

function forget(actor: AnyActor): void {
  running.delete(actor.sessionId);
  channel?.postMessage({ type: 'actor.stopped', sessionId: liveId(actor) } satisfies LiveFlowsMessage);
}

/**
 * Pass as `inspect` to the shop and to the pages' own actors: the children of each are reported with it.
 * Nothing is posted until a viewer says hello; from then on each state the customer reaches is posted as
 * it happens.
 */
export function inspectForViewer(event: InspectionEvent): void {
  // Every actor of these systems is a real Actor; only machines listed in the catalogue have an id to show.
  const actor = event.actorRef as AnyActor;
  if (!machineIdOf(actor)) return;
  if (event.type === '@xstate.actor') {
    running.set(actor.sessionId, actor);
    actor.subscribe({ complete: () => forget(actor), error: () => forget(actor) });
  }
  if (event.type === '@xstate.snapshot') publish(actor);
}

/** Listens for a viewer; started once by the app. */
export function listenForViewer(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const listening = new BroadcastChannel(LIVE_FLOWS_CHANNEL);
  listening.onmessage = (message: MessageEvent<LiveFlowsMessage>) => {
    if (message.data.type !== 'viewer.hello' || viewerHere) return;
    channel = listening;
    for (const actor of running.values()) publish(actor);
  };
  listening.postMessage({ type: 'shop.opened' } satisfies LiveFlowsMessage);
  // A closed tab's actors leave the viewer with it.
  addEventListener('pagehide', () => {
    for (const actor of running.values()) forget(actor);
  });
}

/** The viewer's side: says hello to the shop's tabs and hands their messages on until the returned close is called. */
export function watchLiveFlows(onMessage: (message: LiveFlowsMessage) => void): () => void {
  viewerHere = true;
  const watching = new BroadcastChannel(LIVE_FLOWS_CHANNEL);
  const hello = () => watching.postMessage({ type: 'viewer.hello' } satisfies LiveFlowsMessage);
  watching.onmessage = (message: MessageEvent<LiveFlowsMessage>) => {
    if (message.data.type === 'shop.opened') hello();
    else onMessage(message.data);
  };
  hello();
  return () => watching.close();
}
