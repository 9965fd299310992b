import ky, { HTTPError, type KyInstance } from 'ky';
import * as v from 'valibot';
import { API_BASE } from '../../contract/constants.ts';
import { envelope } from '../../contract/envelope.ts';
import { serverError } from '../../contract/messages.ts';
import { readCustomerSession } from '../app/storage.ts';

/** A reply whose envelope says `error: 1`, or an HTTP error that carried the envelope: `msg` is for the customer. */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number, options?: ErrorOptions) {
    super(message, options);
    this.status = status;
    this.name = 'ApiError';
  }
}

/** The customer's stored session, sent unless a call names its own bearer. */
const storedCustomerToken = ({ request }: { request: Request }) => {
  const token = readCustomerSession();
  if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
};

/** What the app does when the server refuses the stored session: set once by the app (src/main.tsx). */
let onSessionRefused = () => {};
export const whenStoredSessionRefused = (act: () => void) => {
  onSessionRefused = act;
};

/** The server refused the stored session to a call of the page open: the app is told. */
export const storedSessionRefused = () => onSessionRefused();

/** A ky instance for the calls under `prefix`; the shop's carries the stored customer token. */
const httpUnder = (prefix: string, beforeRequest: (typeof storedCustomerToken)[] = []) =>
  ky.create({
    prefix,
    timeout: false, // spec section 7: no request timeout
    totalTimeout: false,
    retry: 0,
    hooks: { beforeRequest },
  });

const ErrorEnvelope = v.object({ msg: v.string() });

/** A request body in the wire's field names. */
type Fields = Record<string, unknown>;

/**
 * A call's body, typed by the request schema of `contract/` the server checks it with
 * (`body<typeof LoginRequest>({ mobile_number })`): a field the server does not know, one of the
 * wrong type, or a body without its schema does not compile. Only the schema's type is used, so the
 * schemas stay out of the shop's first screen; the server answers a refused body with its `msg`.
 */
export const body = <S extends v.GenericSchema<Fields> = never>(fields: v.InferInput<S>): Fields => fields;

/** Form-encodes a body the way the API expects: arrays as repeated fields, undefined left out. */
function formBody(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(key, String(item));
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
  http: KyInstance,
  method: 'get' | 'post' | 'put' | 'delete',
  path: string,
  schema: T,
  request?: Fields,
  { bearer, headers: extra = {} }: CallOptions = {},
): Promise<{ data: v.InferOutput<T>; msg: string }> {
  let json: unknown;
  try {
    const headers = bearer ? { ...extra, Authorization: `Bearer ${bearer}` } : extra;
    json = await http(path, { method, headers, body: request ? formBody(request) : undefined }).json();
  } catch (error) {
    if (error instanceof HTTPError) {
      if (error.response.status === 401 && !bearer && readCustomerSession() !== null) storedSessionRefused();
      // A reply without the envelope (a proxy's 502, a gateway's timeout page) has nothing for the customer to read.
      const parsed = v.safeParse(ErrorEnvelope, error.data);
      throw new ApiError(parsed.success ? parsed.output.msg : serverError, error.response.status, { cause: error });
    }
    // No reply at all: offline, the failure says so (machines/shared/failure.ts).
    throw navigator.onLine ? error : Object.assign(new Error('offline', { cause: error }), { offline: true });
  }
  const reply = v.parse(envelope(v.unknown()), json);
  if (reply.error === 1) throw new ApiError(reply.msg, 200);
  return { data: v.parse(schema, reply.data), msg: reply.msg };
}

const dataOf = <T>(reply: Promise<{ data: T }>) => reply.then(({ data }) => data);

/** The calls under one base path: the bearer token and the envelope live here. */
function clientOf(http: KyInstance) {
  return {
    get: <T extends v.GenericSchema>(path: string, schema: T, options?: CallOptions) =>
      dataOf(call(http, 'get', path, schema, undefined, options)),
    post: <T extends v.GenericSchema>(path: string, schema: T, request?: Fields, options?: CallOptions) =>
      dataOf(call(http, 'post', path, schema, request, options)),
    /** A POST whose `msg` is what the customer reads on success ('Added to cart'). */
    postForMessage: (path: string, request: Fields) =>
      call(http, 'post', path, v.unknown(), request).then(({ msg }) => msg),
    put: <T extends v.GenericSchema>(path: string, schema: T, request: Fields) =>
      dataOf(call(http, 'put', path, schema, request)),
    delete: <T extends v.GenericSchema>(path: string, schema: T, request?: Fields) =>
      dataOf(call(http, 'delete', path, schema, request)),
  };
}

/** Every resource module of the shop calls the API through this one: the customer's calls, under API_BASE. */
export const api = clientOf(httpUnder(API_BASE, [storedCustomerToken]));

/** Calls under another base (the staff console's), which carry only the bearer they name. */
export const apiUnder = (prefix: string) => clientOf(httpUnder(prefix));
