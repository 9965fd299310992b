import ky, { HTTPError } from 'ky';
import * as v from 'valibot';
import { API_BASE, STORAGE_KEYS } from '../../contract/constants.ts';
import { envelope } from '../../contract/envelope.ts';

/** A reply whose envelope says `error: 1`, or an HTTP error that carried the envelope: `msg` is for the customer. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const http = ky.create({
  prefix: API_BASE,
  timeout: false, // spec section 7: no request timeout
  totalTimeout: false,
  retry: 0,
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = localStorage.getItem(STORAGE_KEYS.authToken);
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

const ErrorEnvelope = v.object({ msg: v.string() });

type Body = Record<string, string | number | boolean | readonly string[] | undefined>;

/** Form-encodes a body the way the API expects: arrays as repeated fields, undefined left out. */
function formBody(body: Body): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) form.append(key, item);
    else form.append(key, String(value));
  }
  return form;
}

interface CallOptions {
  /** A bearer token other than the stored `authToken`: the login challenge when verifying a code. */
  bearer?: string;
  /** Headers the call carries besides the token: the cart page's offer `code`. */
  headers?: Record<string, string>;
}

/** One call: the reply's `data`, checked against `schema`, and its `msg`. */
async function call<T extends v.GenericSchema>(
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  schema: T,
  body?: Body,
  { bearer, headers: extra = {} }: CallOptions = {},
): Promise<{ data: v.InferOutput<T>; msg: string }> {
  let json: unknown;
  try {
    const headers = bearer ? { ...extra, Authorization: `Bearer ${bearer}` } : extra;
    json = await http(path, { method, headers, body: body ? formBody(body) : undefined }).json();
  } catch (error) {
    if (error instanceof HTTPError) {
      const parsed = v.safeParse(ErrorEnvelope, error.data);
      throw new ApiError(parsed.success ? parsed.output.msg : error.message, error.response.status);
    }
    throw error;
  }
  const reply = v.parse(envelope(v.unknown()), json);
  if (reply.error === 1) throw new ApiError(reply.msg, 200);
  return { data: v.parse(schema, reply.data), msg: reply.msg };
}

const dataOf = <T>(reply: Promise<{ data: T }>) => reply.then(({ data }) => data);

/** Every resource module calls the API through these: the base URL, the bearer token and the envelope live here. */
export const api = {
  get: <T extends v.GenericSchema>(path: string, schema: T, options?: CallOptions) =>
    dataOf(call('get', path, schema, undefined, options)),
  post: <T extends v.GenericSchema>(path: string, schema: T, body: Body = {}, options?: CallOptions) =>
    dataOf(call('post', path, schema, body, options)),
  /** A POST whose `msg` is what the customer reads on success ('Added to cart'). */
  postForMessage: (path: string, body: Body) => call('post', path, v.unknown(), body).then(({ msg }) => msg),
  put: <T extends v.GenericSchema>(path: string, schema: T, body: Body = {}) => dataOf(call('put', path, schema, body)),
  delete: <T extends v.GenericSchema>(path: string, schema: T, body?: Body) =>
    dataOf(call('delete', path, schema, body)),
};
