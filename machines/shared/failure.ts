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

/** The message a customer reads for a refusal; a generic one should anything else reach here. */
export function refusalMessage(error: unknown): string {
  return isServerRefusal(error) ? error.message : MESSAGES.serverError;
}
