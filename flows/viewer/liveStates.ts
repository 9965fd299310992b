import type { AnyStateMachine, StateValue } from 'xstate';
import type { LiveActor } from './useLiveFlows.ts';

/** The state ids the live actors of a machine are in, for the diagram to highlight. */
export function liveStateIds(machine: AnyStateMachine, actors: readonly LiveActor[]): Set<string> {
  const ids = new Set<string>();
  for (const actor of actors) {
    try {
      const { _nodes } = machine.resolveState({ value: actor.value as StateValue, context: actor.context });
      for (const node of _nodes) if (node.parent) ids.add(node.id);
    } catch {
      // A tab still running an older build may report a state this chart no longer has: it is listed, not drawn.
    }
  }
  return ids;
}
