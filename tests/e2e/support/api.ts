import * as v from 'valibot';
import {
  DEV_SMS_PATH,
  LoginReplySchema,
  OutboxSchema,
  SessionReplySchema,
  SignInReplySchema,
} from '../../../contract/auth.ts';
import { API_BASE } from '../../../contract/constants.ts';
import { envelope } from '../../../contract/envelope.ts';

export interface Call {
  /** The client address the call comes from (X-Forwarded-For). */
  address: string;
  bearer?: string;
  /** Form fields; as pairs, a field given several times (addOns) is sent once per value. */
  fields?: Record<string, string> | [string, string][];
  method?: string;
}

/**
 * A call to the API of the server at `url` as the browser makes it: form-encoded, with a bearer token when
 * given; the reply's data, or the server's refusal as an error.
 */
export async function callApi<T extends v.GenericSchema>(
  url: string,
  path: string,
  schema: T,
  { address, bearer, fields, method = 'POST' }: Call,
): Promise<v.InferOutput<T>> {
  const headers: Record<string, string> = { 'X-Forwarded-For': address };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  const body = fields ? new URLSearchParams(fields) : undefined;
  const response = await fetch(`${url}${API_BASE}/${path}`, { method, headers, body });
  const reply = v.parse(envelope(v.unknown()), await response.json());
  if (!response.ok || reply.error === 1) throw new Error(`${path}: ${reply.msg}`);
  return v.parse(schema, reply.data);
}

/** The newest code the development outbox of the server at `url` holds for the number. */
export async function codeTextedTo(url: string, mobile: string): Promise<string> {
  const response = await fetch(`${url}${DEV_SMS_PATH}?mobile_number=${mobile}`);
  const [newest] = v.parse(envelope(OutboxSchema), await response.json()).data;
  const code = newest?.text.match(/\b\d{4}\b/)?.[0];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

export interface NewCustomer {
  address: string;
  mobile: string;
  /** The outlet that becomes the customer's, as the login panel sends the page's. */
  storeId: string;
  name: string;
}

/**
 * Signs a new customer up and in through the API of the server at `url` as the shop does (a code to the
 * number, the sign-up ticket its verification gives, then the form); the session token. The number has just
 * been texted a code: the server sends it another only 30 s later.
 */
export async function signUpThroughApi(url: string, { address, mobile, storeId, name }: NewCustomer): Promise<string> {
  const login = { address, fields: { mobile_number: mobile } };
  const { token: challenge } = await callApi(url, 'login', LoginReplySchema, login);
  const verification = { otp: await codeTextedTo(url, mobile), storeId };
  const ticket = await callApi(url, 'login_verify', SignInReplySchema, {
    address,
    bearer: challenge,
    fields: verification,
  });
  const form = { first_name: name, email: `${name.toLowerCase()}@example.com` };
  const { token } = await callApi(url, 'register', SessionReplySchema, { address, bearer: ticket.token, fields: form });
  return token;
}
