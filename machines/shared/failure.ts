import * as MESSAGES from '../../contract/messages.ts';

/**
 * A refusal by the server: the API client's `ApiError` carries the reply's HTTP status and its `msg`,
 * which is meant for the customer. Any other rejection is a network failure, which the customer
 * does not see (spec section 8: it is only logged).
 */
export interface ServerRefusal {
  status: number;
  message: string;
}

export function isServerRefusal(error: unknown): error is ServerRefusal {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    typeof error.status === 'number' &&
    'message' in error &&
    typeof error.message === 'string'
  );
}

/** A call that could not go out because the device is offline: the API client marks it `offline`. */
const madeOffline = (error: unknown) => typeof error === 'object' && error !== null && 'offline' in error;

/** The device's network came or went: the app sends it from the browser's online and offline events. */
export interface ConnectionChanged {
  type: 'connection.changed';
  online: boolean;
}

/** The message a customer reads for a refusal; for a call made offline, that; a generic one for anything else. */
export function refusalMessage(error: unknown): string {
  if (isServerRefusal(error)) return error.message;
  return madeOffline(error) ? MESSAGES.offlineCall : MESSAGES.serverError;
}

type Failed = { event: { error: unknown } };

/** The error a call failed with, as the params of a guard or an action. */
export const failedWith = ({ event }: Failed) => ({ error: event.error });

/** The `serverRefused` guard of every machine that tells a refusal from a network failure. */
export const serverRefused = (_: unknown, params: { error: unknown }) => isServerRefusal(params.error);

/** The customer's message for a failed call, as an action's params. */
export const refusalSaid = ({ event }: Failed) => ({ message: refusalMessage(event.error) });

/** Logs a failure the customer does not see as such (spec section 8). */
export const LOG_FAILURE = { type: 'logFailure', params: failedWith } as const;

const REFUSED = { type: 'serverRefused', params: failedWith } as const;

interface FailureReport<Show extends readonly unknown[]> {
  /** Where the machine goes on after a refusal, and after a network failure unless `failedTarget` says. */
  target: string;
  failedTarget?: string;
  /** The actions that show the failure to the customer: the server's msg, or a generic one. */
  show: Show;
  /** Whether a network failure is shown too (with a generic message), or only logged (spec section 8). */
  failureShown?: boolean;
  refused?: string;
  failed?: string;
}

/**
 * A failed call: a refusal shows the server's msg; a network failure is logged, and shown unless said. (The
 * descriptions, for the diagrams, are written where they are used, so that the shop's build leaves them out.)
 */
export const reportFailure = <const Show extends readonly unknown[]>({
  target,
  failedTarget = target,
  show,
  failureShown = true,
  refused,
  failed,
}: FailureReport<Show>) =>
  [
    { guard: REFUSED, target, description: refused ?? "Refused: the server's msg", actions: show },
    {
      target: failedTarget,
      description:
        failed ??
        (failureShown ? 'A network failure: logged, and a generic message' : 'A network failure: only logged'),
      actions: failureShown ? [...show, LOG_FAILURE] : [LOG_FAILURE],
    },
  ] as const;

/** What a machine's `error` becomes when a call fails: `assign`ed by its action that shows the failure. */
export const failureAsError = (_: unknown, params: { error: unknown }) => ({ error: refusalMessage(params.error) });
