import type { DescribeRouteOptions, ResponsesWithResolver } from 'hono-openapi';
import * as v from 'valibot';
import { UNAUTHORIZED } from '../replies.ts';
import { parameter, schemaRef } from '../schemas.ts';

/** What every event stream says about itself. */
export const EVENT_STREAM =
  '`text/event-stream`: each change as event `order` or `outlet` whose `data` is a LiveEvent (JSON); a comment ' +
  "line every 20 s keeps it open; `resync` after a gap in the server's notifications. The reader fetches what " +
  'changed, and fetches afresh on every (re)connection: events carry no id. The session goes as a Bearer header, ' +
  "or as `?token=` in the query for the browser's EventSource, which sends no headers (event streams only).";

/** An event stream, answered. */
export const EVENT_STREAM_OPEN: ResponsesWithResolver[string] = {
  description: `The stream of live events; each event's data is a ${schemaRef('LiveEvent').$ref}`,
  content: { 'text/event-stream': { schema: { type: 'string' } } },
};

/** The replies of an event stream; `notFound` when it follows one thing that may not be the reader's. */
export const eventStreamResponses = (notFound?: ResponsesWithResolver[string]): ResponsesWithResolver => ({
  200: EVENT_STREAM_OPEN,
  401: UNAUTHORIZED,
  ...(notFound && { 404: notFound }),
});

export const TOKEN_IN_QUERY: DescribeRouteOptions['parameters'] = [
  parameter({
    in: 'query',
    name: 'token',
    required: false,
    description: 'The session, for an EventSource that cannot send the Authorization header (event streams only).',
    schema: v.string(),
  }),
];
