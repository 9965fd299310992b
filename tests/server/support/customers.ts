import { expect } from 'vitest';
import { LoginReplySchema, OutboxSchema, SessionReplySchema, SignInReplySchema } from '../../../contract/auth.ts';
import { API_BASE } from '../../../contract/constants.ts';
import { type App, CLIENT_HEADER, expectData, type Reply, readReply } from './http.ts';

let numbers = 0;
/** A number no other test of the file uses. */
export const newMobile = () =>
  `98${String(process.pid % 10_000).padStart(4, '0')}${String(++numbers).padStart(4, '0')}`;

interface RequestOptions {
  bearer?: string;
  client?: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  fields?: Record<string, string>;
}

/** A call as the browser makes it, with a bearer token and from a client address of the test's choosing. */
export async function call(app: App, path: string, { bearer, client, method = 'POST', fields }: RequestOptions = {}) {
  const headers: Record<string, string> = {};
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (client) headers[CLIENT_HEADER] = client;
  const body = fields ? new URLSearchParams(fields) : undefined;
  return readReply(await app.request(`${API_BASE}/${path}`, { method, headers, body }));
}

export const requestCode = (app: App, mobile: string, client?: string): Promise<Reply> =>
  call(app, 'login', { client, fields: { mobile_number: mobile } });

/** Asks for a code and returns the login challenge. */
export async function challengeFor(app: App, mobile: string, client?: string): Promise<string> {
  return expectData(await requestCode(app, mobile, client), LoginReplySchema).token;
}

/** The code of the newest SMS the outbox holds for the number. */
export async function codeTextedTo(app: App, mobile: string): Promise<string> {
  const reply = await readReply(await app.request(`/api/v1/dev/sms?mobile_number=${mobile}`));
  const [newest] = expectData(reply, OutboxSchema);
  const code = newest?.text.match(/^(\d{4}) is your Wokflow sign-in code/)?.[1];
  if (!code) throw new Error(`no code texted to ${mobile}`);
  return code;
}

export const verify = (app: App, challenge: string, otp: string, storeId = '') =>
  call(app, 'login_verify', { bearer: challenge, fields: { otp, storeId } });

/** A right code for a number without an account: the sign-up ticket `register` wants as bearer. */
export async function signupTicketFor(app: App, mobile: string, client?: string): Promise<string> {
  const challenge = await challengeFor(app, mobile, client);
  const verified = expectData(await verify(app, challenge, await codeTextedTo(app, mobile)), SignInReplySchema);
  expect(verified.newCustomer).toBe(true);
  return verified.token;
}

export const register = (app: App, ticket: string | undefined, name = 'Asha', client?: string) =>
  call(app, 'register', {
    bearer: ticket,
    client,
    fields: { first_name: name, email: `${name.toLowerCase()}@example.com` },
  });

/**
 * Signs a new customer up as the shop does (a code to the number, the ticket its verification gives, then the
 * form), from a device of their own so that a file's many customers meet no per-client limit; the session token.
 * The number has just been texted a code: another one is sent only after the resend wait.
 */
export async function signUp(app: App, mobile: string, name = 'Asha'): Promise<string> {
  const client = `device-of-${mobile}`;
  const ticket = await signupTicketFor(app, mobile, client);
  return expectData(await register(app, ticket, name, client), SessionReplySchema).token;
}

/** A signed-up customer, signed in: the session token. */
export const signedInCustomer = (app: App, mobile = newMobile()): Promise<string> => signUp(app, mobile);
