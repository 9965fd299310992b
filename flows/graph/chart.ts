import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';
import { transitionName } from './coverage.ts';

/** A state of the chart, as the diagrams draw it. */
export interface ChartNode {
  /** The state node's id, e.g. 'auth.signedOut.login'. */
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The initial child of its parent. */
  initial: boolean;
  description?: string;
  tags: string[];
  /** The invoked actors, by their name in `setup()`. */
  invokes: string[];
  entry: string[];
  exit: string[];
  children: ChartNode[];
}

/** A transition of the chart. */
export interface ChartEdge {
  /** coverage.ts's transitionName: the same id the path-coverage report uses. */
  id: string;
  source: string;
  /** Empty when the transition has no target: the machine stays where it is. */
  targets: string[];
  /** The raw event type, '' for an eventless (always) transition. */
  event: string;
  /** 'login.submit [guard]', 'after 300 ms (debounce)', 'done: sendOtp', 'error: sendOtp', 'always [guard]'. */
  label: string;
  guard?: string;
  /** The delay's name in `setup()`, or its number of milliseconds when it has none. */
  delay?: string;
  actions: string[];
  description?: string;
}

export interface Chart {
  id: string;
  root: ChartNode;
  edges: ChartEdge[];
}

/** A guard as the config spells it, higher-order ones included: `not(otpFull)`, `and(a, b)`. */
function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const combined = guard as { guards?: unknown[]; stateValue?: unknown; name: string };
    if (combined.guards) return `${guard.name}(${combined.guards.map(guardName).join(', ')})`;
    if (combined.stateValue !== undefined) return `stateIn(${JSON.stringify(combined.stateValue)})`;
    return guard.name || 'inline';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) return String(guard.type);
  return 'inline';
}

/**
 * Action names, without xstate's own built-ins: the raise and cancel it adds to entry and exit for
 * every `after`, already shown as the delayed transition.
 */
function actionNames(actions: readonly unknown[]): string[] {
  return actions
    .map((action) => {
      if (typeof action === 'string') return action;
      const typed = action as { type?: unknown; name?: string };
      return typeof typed.type === 'string' ? typed.type : typed.name || 'inline';
    })
    .filter((name) => !name.startsWith('xstate.'));
}

function nodeOf(node: AnyStateNode, initial: boolean): ChartNode {
  const initialKey = node.type === 'compound' ? node.initial.target[0]?.key : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initial,
    ...(node.description ? { description: node.description } : {}),
    tags: [...node.tags],
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    entry: actionNames(node.entry),
    exit: actionNames(node.exit),
    children: Object.values(node.states).map((child) => nodeOf(child, child.key === initialKey)),
  };
}

function delayOf(transition: AnyTransitionDefinition): string | number | undefined {
  const { delay } = transition.source.after.find((after) => after.eventType === transition.eventType) ?? {};
  if (typeof delay === 'function') return delay.name || 'computed';
  return delay;
}

/** What sets the transition off, in a reader's words. */
function trigger(transition: AnyTransitionDefinition, machine: AnyStateMachine): string {
  const delay = delayOf(transition);
  if (typeof delay === 'number') return `after ${delay} ms`;
  if (delay !== undefined) {
    const value = machine.implementations.delays[delay];
    return typeof value === 'number' ? `after ${value} ms (${delay})` : `after ${delay}`;
  }
  const event = transition.eventType;
  const [, outcome, actor] = event.match(/^xstate\.(done|error)\.actor\.(.+)$/) ?? [];
  if (outcome) return `${outcome}: ${actor}`;
  if (event.startsWith('xstate.done.state.')) return 'done';
  return event === '' ? 'always' : event;
}

function edgeOf(transition: AnyTransitionDefinition, machine: AnyStateMachine): ChartEdge {
  const guard = transition.guard === undefined ? undefined : guardName(transition.guard);
  const delay = delayOf(transition);
  return {
    id: transitionName(transition),
    source: transition.source.id,
    targets: (transition.target ?? []).map((target: AnyStateNode) => target.id),
    event: transition.eventType,
    label: trigger(transition, machine) + (guard ? ` [${guard}]` : ''),
    ...(guard ? { guard } : {}),
    ...(delay === undefined ? {} : { delay: String(delay) }),
    actions: actionNames(transition.actions),
    ...(transition.description ? { description: transition.description } : {}),
  };
}

function preorder(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(preorder)];
}

/** The chart of a machine, read from its definition: states in document order, then every transition. */
export function chartOf(machine: AnyStateMachine): Chart {
  const edges = preorder(machine.root).flatMap((node) =>
    [...[...node.transitions.values()].flat(), ...(node.always ?? [])].map((transition) => edgeOf(transition, machine)),
  );
  return { id: machine.id, root: nodeOf(machine.root, false), edges };
}
