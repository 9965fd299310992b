import type { MiddlewareHandler } from 'hono';
import { type DescribeRouteOptions, describeRoute, type ResponsesWithResolver } from 'hono-openapi';
import type * as v from 'valibot';
import { refusal, UNEXPECTED } from './replies.ts';
import { replySchema, success } from './schemas.ts';
import type { Tag } from './tags.ts';

type RefusalStatus = 400 | 401 | 404 | 409 | 429 | 502;

interface Described {
  summary: string;
  description?: string;
  /** Headers or query fields a route reads without a validator. */
  parameters?: DescribeRouteOptions['parameters'];
  /** A body a route reads without a validator. */
  requestBody?: DescribeRouteOptions['requestBody'];
  security?: DescribeRouteOptions['security'];
}

/** A call answering in the envelope `{ error, msg, data }`. */
interface EnvelopedCall extends Described {
  /** The reply's `data` when the call succeeds. */
  data: v.GenericSchema;
  /** The success's `msg` texts; 'Success' unless said. */
  msg?: readonly string[];
  /** The `msg` texts of each refusal the route itself makes; validation (400) and sessions (401) add their own. */
  refusals?: Partial<Record<RefusalStatus, readonly string[]>>;
}

/** A page, a redirect or a plain JSON file: its replies as they are. */
interface PlainCall extends Described {
  responses: ResponsesWithResolver;
}

type Call = EnvelopedCall | PlainCall;

const REFUSED: Record<RefusalStatus, string> = {
  400: "Refused: a field breaks its rule (`msg` says which, in the form's own words), or",
  401: 'Refused',
  404: 'Not found',
  409: 'Refused in the present state',
  429: 'Refused: too many requests',
  502: 'A service outside the server failed',
};

function envelopedResponses({
  data,
  msg = ['Success'],
  refusals = {},
}: Pick<EnvelopedCall, 'data' | 'msg' | 'refusals'>): ResponsesWithResolver {
  const responses: ResponsesWithResolver = {
    200: {
      description: msg.map((text) => `'${text}'`).join(' or '),
      content: { 'application/json': { schema: replySchema(success(data)) } },
    },
  };
  for (const [status, messages] of Object.entries(refusals)) {
    responses[status] = refusal(REFUSED[Number(status) as RefusalStatus], messages);
  }
  responses.default = UNEXPECTED;
  return responses;
}

/** What hono-openapi's `describeRoute` needs for one call, with replies in the API's envelope unless it says otherwise. */
function describeCall(tag: Tag, { summary, description, parameters, requestBody, security, ...call }: Call) {
  return describeRoute({
    tags: [tag],
    summary,
    description,
    parameters,
    requestBody,
    security,
    responses: 'responses' in call ? call.responses : envelopedResponses(call),
  });
}

/** The descriptions of the calls of one group, by name: each a route's first middleware. */
export function operationsOf<Name extends string>(
  tag: Tag,
  calls: Record<Name, Call>,
): Record<Name, MiddlewareHandler> {
  const described = Object.entries<Call>(calls).map(([name, call]) => [name, describeCall(tag, call)]);
  return Object.fromEntries(described) as Record<Name, MiddlewareHandler>;
}
