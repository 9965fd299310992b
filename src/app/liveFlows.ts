import type { AnyActor, InspectionEvent } from 'xstate';
import { LIVE_FLOWS_CHANNEL, type LiveFlowsMessage } from './liveFlowsMessage.ts';

const running = new Map<string, AnyActor>();
/** Loaded once a viewer says hello: most visits never open one, so its code is not part of them. */
let reporter: typeof import('./liveFlowsReporter.ts') | null = null;
/** The viewer's own tab does not report itself: it shows the shop's tabs. */
let viewerHere = false;

const machineIdOf = (actor: AnyActor): string | undefined => (actor.logic as { id?: string }).id;

function forget(actor: AnyActor): void {
  running.delete(actor.sessionId);
  reporter?.reportStopped(actor);
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
  if (event.type === '@xstate.snapshot') reporter?.reportSnapshot(actor);
}

/** Listens for a viewer; started once by the app. */
export function listenForViewer(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const listening = new BroadcastChannel(LIVE_FLOWS_CHANNEL);
  listening.onmessage = async (message: MessageEvent<LiveFlowsMessage>) => {
    if (message.data.type !== 'viewer.hello' || viewerHere) return;
    reporter ??= await import('./liveFlowsReporter.ts');
    reporter.reportTo(listening);
    for (const actor of running.values()) reporter.reportSnapshot(actor);
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
