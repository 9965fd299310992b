import type { AnyActor } from 'xstate';
import type { LiveFlowsMessage } from './liveFlowsMessage.ts';

/** Actors' session ids count from 0 in every tab: prefixed with this, they stay apart in the viewer. */
const TAB = Math.random().toString(36).slice(2, 8);
const liveId = (actor: AnyActor) => `${TAB}:${actor.sessionId}`;

let channel: BroadcastChannel | null = null;

/** From now on, the tab's actors are reported on this channel: a viewer said hello on it. */
export function reportTo(viewerChannel: BroadcastChannel): void {
  channel = viewerChannel;
}

export function reportSnapshot(actor: AnyActor): void {
  const machineId = (actor.logic as { id?: string }).id;
  if (!channel || !machineId) return;
  const { value, context } = actor.getSnapshot() as { value: unknown; context: unknown };
  channel.postMessage({
    type: 'actor.snapshot',
    sessionId: liveId(actor),
    machineId,
    value,
    context: JSON.parse(JSON.stringify(context ?? null)),
  } satisfies LiveFlowsMessage);
}

export function reportStopped(actor: AnyActor): void {
  channel?.postMessage({ type: 'actor.stopped', sessionId: liveId(actor) } satisfies LiveFlowsMessage);
}
