import type { GenerateSpecOptions } from 'hono-openapi';
import * as MESSAGES from '../../contract/messages.ts';
import { schemaRef } from './schemas.ts';

type Response = Exclude<GenerateSpecOptions['defaultValidationErrorResponse'], boolean>;

const quoted = (texts: readonly string[]) => texts.map((text) => `'${text}'`).join(', ');

/** A refusal in the envelope, with the `msg` texts it may carry as examples. */
export function refusal(description: string, messages: readonly string[] = []): Response {
  return {
    description: messages.length > 0 ? `${description}: ${quoted(messages)}` : description,
    content: {
      'application/json': {
        schema: schemaRef('ErrorEnvelope'),
        ...(messages.length > 0 && {
          examples: Object.fromEntries(
            messages.map((msg) => [msg, { summary: msg, value: { error: 1, msg, data: null } }]),
          ),
        }),
      },
    },
  };
}

/** Every validated body, path and query: the first rule broken, in the order the form checks them. */
export const BAD_REQUEST = refusal("Refused: a field breaks its rule; `msg` says which, in the form's own words");

/** A call that needs a session, without a live one (server/http/session.ts). */
export const UNAUTHORIZED = refusal('Refused: no session, or it ended', [
  MESSAGES.loginRequired,
  MESSAGES.sessionExpired,
]);

/** The API's body limit (server/app.ts). */
export const TOO_LARGE = refusal('Refused: the body is too large', ['The request body is too large']);

/** What a client cannot cause: a failure of the server itself. */
export const UNEXPECTED = refusal('The server failed', [MESSAGES.serverError]);

/** A point-of-sale call whose signature is missing or wrong (server/http/posSignature.ts). */
export const POS_UNSIGNED = refusal('Refused: the signature is missing or wrong, or the call is not recent', [
  MESSAGES.posSignatureInvalid,
  MESSAGES.posTimestampStale,
]);

/** A point-of-sale call while POS_WEBHOOK_SECRET is unset. */
export const POS_UNCONFIGURED = refusal('The point of sale is not configured on this server', [
  MESSAGES.posNotConfigured,
]);
