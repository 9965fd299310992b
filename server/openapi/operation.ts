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

/**
 * The description of the calls of one group, a route's first middleware: what hono-openapi's
 * `describeRoute` needs, with replies in the API's envelope unless the call says otherwise.
 */
export const operationsOf =
  (tag: Tag) =>
  ({ summary, description, parameters, requestBody, security, ...call }: EnvelopedCall | PlainCall) =>
    describeRoute({
      tags: [tag],
      summary,
      description,
      parameters,
      requestBody,
      security,
      responses: 'responses' in call ? call.responses : envelopedResponses(call),
    });
