import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { inject } from 'vitest';
import { LoginReplySchema, SessionReplySchema } from '../../../contract/auth.ts';
import { envelope } from '../../../contract/envelope.ts';
import { STAFF_API_BASE } from '../../../contract/staff.ts';
import { newAddress } from './clientAddress.ts';
import { codeSentTo } from './customer.ts';
import { baseUrl } from './visitor.ts';

/** The demo data's counter staff of Surat, Adajan (server/db/seed/staff.ts): the console test signs in as them. */
export const ADAJAN_STAFF = '9700000001';
/** Surat's manager, who works at Adajan too: tests that move orders through the API sign in as them. */
export const SURAT_MANAGER = '9790000001';

async function staffCall(path: string, fields: Record<string, string>, bearer?: string): Promise<unknown> {
  const response = await fetch(`${baseUrl}${STAFF_API_BASE}/${path}`, {
    method: 'POST',
    headers: { 'X-Forwarded-For': newAddress(), ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}) },
    body: new URLSearchParams(fields),
  });
  const reply = v.parse(envelope(v.unknown()), await response.json());
  if (!response.ok || reply.error === 1) throw new Error(`${path}: ${reply.msg}`);
  return reply.data;
}

/** Asks for a code; when another test file asked for one just before, waits as long as the server says. */
async function requestCode(mobile: string): Promise<unknown> {
  try {
    return await staffCall('login', { mobile_number: mobile });
  } catch (error) {
    const seconds = /Please wait (\d+) seconds/.exec((error as Error).message)?.[1];
    if (!seconds) throw error;
    await new Promise((resolve) => setTimeout(resolve, (Number(seconds) + 1) * 1000));
    return staffCall('login', { mobile_number: mobile });
  }
}

async function signIn(mobile: string): Promise<string> {
  const { token: challenge } = v.parse(LoginReplySchema, await requestCode(mobile));
  const otp = await codeSentTo(mobile);
  return v.parse(SessionReplySchema, await staffCall('login_verify', { otp }, challenge)).token;
}

const sessionsDir = inject('staffSessionsDir');
const sessions = new Map<string, Promise<string>>();

/**
 * A member of staff signed in as the console does (a code texted to the number, then the session), once per run:
 * the test files share one server, whose limit of codes per number an hour every sign-in counts against, so the
 * first file to need the number signs in and the later ones take its session. (A test that signs such a session
 * out would end it for the files after it: sign in through the console's form for that.)
 */
export function staffSession(mobile = SURAT_MANAGER): Promise<string> {
  if (!sessions.has(mobile)) sessions.set(mobile, keptOrNewSession(mobile));
  return sessions.get(mobile) as Promise<string>;
}

async function keptOrNewSession(mobile: string): Promise<string> {
  const file = join(sessionsDir, mobile);
  const kept = await readFile(file, 'utf8').catch(() => null);
  if (kept !== null) return kept;
  const token = await signIn(mobile);
  await writeFile(file, token);
  return token;
}

/** Moves an order as the console's buttons do (accept with prepMinutes, reject with a reason...). */
export const moveOrder = (staffToken: string, orderId: string, fields: Record<string, string>) =>
  staffCall(`orders/${encodeURIComponent(orderId)}/status`, fields, staffToken);
