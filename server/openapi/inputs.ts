import { uniqueSymbol, VALIDATION_MARKER } from 'hono-openapi';
import type * as v from 'valibot';
import { POS_UNCONFIGURED, POS_UNSIGNED, TOO_LARGE, UNAUTHORIZED } from './replies.ts';
import { requestSchema } from './schemas.ts';

// hono-openapi finds what it documents on the route's middlewares, under its own symbol: these mark the
// server's own validators and session checks, so the document reads the very schemas a route validates with.

const mark = <M extends object>(middleware: M, description: object) =>
  Object.assign(middleware, { [uniqueSymbol]: description });

/**
 * A body validator (server/http/validate.ts): form-encoded, multipart or JSON alike. Its 400 is the
 * document's default for validated input, unless the route's own description lists its refusals.
 */
export function describedBody<M extends object>(middleware: M, schema: v.GenericSchema) {
  const media = { schema: requestSchema(schema) };
  return mark(middleware, {
    spec: {
      requestBody: {
        required: true,
        description:
          'Form fields (a list as repeated fields) or a JSON object, whose numbers and booleans are read as the text a form sends.',
        content: {
          'application/x-www-form-urlencoded': media,
          'multipart/form-data': media,
          'application/json': media,
        },
      },
      responses: { 413: TOO_LARGE },
      [VALIDATION_MARKER]: true,
    },
  });
}

/** A path or query validator: its fields become the operation's parameters. */
export const describedParameters = <M extends object>(
  middleware: M,
  target: 'param' | 'query',
  schema: v.GenericSchema,
) => mark(middleware, { target, ...requestSchema(schema) });

/** The session check of the calls marked 'auth' (server/http/session.ts). */
export const describedSessionRequired = <M extends object>(middleware: M) =>
  mark(middleware, { spec: { security: [{ session: [] }], responses: { 401: UNAUTHORIZED } } });

/** A session that only adds to the reply (which dishes the customer likes). */
export const describedSessionOptional = <M extends object>(middleware: M) =>
  mark(middleware, { spec: { security: [{}, { session: [] }] } });

/** The session check of the staff's calls: a member of staff's session, never a customer's. */
export const describedStaffSession = <M extends object>(middleware: M) =>
  mark(middleware, { spec: { security: [{ staffSession: [] }], responses: { 401: UNAUTHORIZED } } });

/** The point of sale's signature check: its 401 and 503. */
export const describedPosSignature = <M extends object>(middleware: M) =>
  mark(middleware, {
    spec: { security: [{ posSignature: [] }], responses: { 401: POS_UNSIGNED, 503: POS_UNCONFIGURED } },
  });
