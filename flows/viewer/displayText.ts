import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { RecordedAction } from '../graph/fakes.ts';
import { describeStep } from '../graph/steps.ts';

/** A state value as the diagram's state ids read: 'signedOut.login', parallel regions joined by commas. */
export function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === null || typeof value !== 'object') return String(value);
  return Object.entries(value)
    .map(([key, child]) => {
      const inner = valueText(child);
      return inner.includes(',') ? `${key} (${inner})` : `${key}.${inner}`;
    })
    .join(', ');
}

/** The context as indented JSON; errors (an API's refusal) show their status and message, which JSON drops. */
export function contextText(context: unknown): string {
  return JSON.stringify(
    context,
    (_key, value: unknown) => {
      if (!(value instanceof Error)) return value;
      const status = (value as { status?: unknown }).status;
      return `${value.name}: ${status === undefined ? '' : `${status} `}${value.message}`;
    },
    2,
  );
}

/** A recorded app action in the words of a step: its name and its parameters in short. */
export function effectText(effect: RecordedAction, machine: AnyStateMachine): string {
  const { params } = effect;
  if (params === undefined) return effect.type;
  if (params === null || typeof params !== 'object' || Array.isArray(params))
    return `${effect.type}: ${JSON.stringify(params)}`;
  return describeStep({ ...params, type: effect.type }, machine);
}

/** An actor's sample answer as a button says it: 'Resolve: {token: …}' or 'Reject: 404 Mobile Number not Found'. */
export function answerText(answer: AnyEventObject, machine: AnyStateMachine): string {
  const detail = describeStep(answer, machine).replace(/^\S+ (answers|fails):? ?/, '');
  const verb = answer.type.startsWith('xstate.done.') ? 'Resolve' : 'Reject';
  return detail ? `${verb}: ${detail}` : verb;
}

/** A timer as a button says it: 'Wait 300 ms (debounce)'. */
export function waitText(timer: AnyEventObject, machine: AnyStateMachine): string {
  const words = describeStep(timer, machine);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
