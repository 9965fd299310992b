import { useEffect, useState } from 'react';
import { watchLiveFlows } from '../../src/app/liveFlows.ts';
import type { LiveFlowsMessage } from '../../src/app/liveFlowsMessage.ts';

/** An actor running in one of the shop's tabs, as it last reported itself. */
export type LiveActor = Omit<Extract<LiveFlowsMessage, { type: 'actor.snapshot' }>, 'type'>;

/** The shop's running actors, by session, kept up to date over the live-flows channel while the viewer is open. */
export function useLiveFlows(): LiveActor[] {
  const [actors, setActors] = useState<ReadonlyMap<string, LiveActor>>(new Map());
  useEffect(
    () =>
      watchLiveFlows((message) => {
        if (message.type === 'viewer.hello' || message.type === 'shop.opened') return;
        setActors((known) => {
          const next = new Map(known);
          if (message.type === 'actor.stopped') next.delete(message.sessionId);
          else {
            const { type: _, ...actor } = message;
            next.set(message.sessionId, actor);
          }
          return next;
        });
      }),
    [],
  );
  return [...actors.values()];
}
