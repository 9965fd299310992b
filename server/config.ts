import { resolve } from 'node:path';
import * as v from 'valibot';
import type { CcavenueSettings } from './adapters/gateway/ccavenue.ts';

export interface Config {
  port: number;
  /**
   * Where customers reach the shop (`https://order.wokflow.in`): the absolute URLs the server hands out (the
   * payment gateway's return, the map's sources) start with it, never with a request's Host header. Null in
   * development: http://localhost and the port the server listens on.
   */
  publicUrl: string | null;
  /** Absolute path of the embedded database's directory; unused when `databaseUrl` is set. */
  dataDir: string;
  /** Absolute path of the built shop it serves (vite's output); null: dist/client of the repository. */
  clientDir: string | null;
  /** A PostgreSQL server to use instead of the embedded database. */
  databaseUrl: string | null;
  /** An HTTP SMS gateway's URL template; null: the development outbox. */
  smsGatewayUrl: string | null;
  /** A Nominatim server's base URL for geocoding addresses; null: the offline gazetteer only. */
  geocoderUrl: string | null;
  /** The address map's MapLibre style; null: the server's own offline style of the served cities. */
  mapStyleUrl: string | null;
  /** Behind a reverse proxy: the client is the address the proxy appended to X-Forwarded-For. */
  trustProxy: boolean;
  /** For end-to-end tests and demos: the server's clock starts at this instant and runs on from it. */
  clockStart: Date | null;
  /** A CCAvenue merchant account for card payments; null: the sandbox gateway (never in production). */
  ccavenue: CcavenueSettings | null;
  /** The secret the point of sale signs its calls with; null: its calls answer 503. */
  posWebhookSecret: string | null;
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const DEFAULT_DATA_DIR = '.data';
const DEFAULT_CCAVENUE_GATEWAY_URL = 'https://secure.ccavenue.com';
const CCAVENUE_CREDENTIALS = ['CCAVENUE_MERCHANT_ID', 'CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY'] as const;

const protocolOf = (url: string) => URL.parse(url)?.protocol;
const isHttp = (url: string) => protocolOf(url) === 'https:' || protocolOf(url) === 'http:';

/** A variable, trimmed; unset reads as blank. */
const variable = () => v.pipe(v.optional(v.string(), ''), v.trim());

/** A variable that may be left unset or blank (null) and is checked by `schema` when set. */
const optionalVariable = <TOutput>(schema: v.GenericSchema<string, TOutput>) =>
  v.pipe(
    variable(),
    v.transform((value) => value || null),
    v.nullable(schema),
  );

/** An optional http(s) URL setting; `example` shows what a valid one looks like. */
const httpUrl = (name: string, example: string) =>
  optionalVariable(
    v.pipe(
      v.string(),
      v.check((value) => URL.canParse(value), `${name} is not a valid URL: expected ${example}`),
      v.check(isHttp, (issue) => `${name} must start with https:// or http://, got ${protocolOf(issue.input)}//`),
    ),
  );

const portMessage = (issue: v.BaseIssue<unknown>) =>
  `PORT must be a whole number from 0 to 65535 (0: any free port), got "${issue.input}"`;

/** The SMS template with its placeholders filled, to be checked as a URL. */
const smsProbe = (template: string) => template.replaceAll('{mobile}', '0').replaceAll('{message}', '0');

// No message echoes DATABASE_URL, the SMS template or the working key: they carry a password or a key.
const EnvSchema = v.object({
  NODE_ENV: v.optional(v.string()),
  PORT: v.pipe(
    variable(),
    v.transform((value) => value || '8080'),
    v.regex(/^\d+$/, portMessage),
    v.transform(Number),
    v.maxValue(65_535, portMessage),
  ),
  PUBLIC_URL: v.pipe(
    httpUrl('PUBLIC_URL', 'where customers reach the shop, such as https://order.wokflow.in'),
    v.transform((url) => url && new URL(url).origin),
  ),
  DATA_DIR: v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => value.trim() !== '',
        'DATA_DIR is set but empty: give a directory path, or unset it to use .data',
      ),
      v.transform((value) => resolve(value)),
    ),
    DEFAULT_DATA_DIR,
  ),
  CLIENT_DIR: optionalVariable(
    v.pipe(
      v.string(),
      v.transform((value) => resolve(value)),
    ),
  ),
  DATABASE_URL: optionalVariable(
    v.pipe(
      v.string(),
      v.check(
        (value) => URL.canParse(value),
        'DATABASE_URL is not a valid URL: expected postgres://user:password@host:port/database',
      ),
      v.check(
        (value) => protocolOf(value) === 'postgres:' || protocolOf(value) === 'postgresql:',
        (issue) =>
          `DATABASE_URL must start with postgres:// or postgresql://, got ${protocolOf(issue.input)}// (unset it to use the embedded database)`,
      ),
      v.check((value) => {
        const url = new URL(value);
        return url.hostname !== '' || url.searchParams.has('host');
      }, 'DATABASE_URL has no host: expected postgres://user:password@host:port/database'),
    ),
  ),
  SMS_GATEWAY_URL: optionalVariable(
    v.pipe(
      v.string(),
      v.check(
        (template) => URL.canParse(smsProbe(template)),
        'SMS_GATEWAY_URL is not a valid URL: expected https://host/path?to={mobile}&text={message}',
      ),
      v.check(
        (template) => isHttp(smsProbe(template)),
        (issue) => `SMS_GATEWAY_URL must start with https:// or http://, got ${protocolOf(smsProbe(issue.input))}//`,
      ),
      v.check(
        (template) => template.includes('{mobile}') && template.includes('{message}'),
        'SMS_GATEWAY_URL must contain {mobile} and {message}, where the number and the text go',
      ),
    ),
  ),
  GEOCODER_URL: httpUrl('GEOCODER_URL', 'a Nominatim base URL such as https://nominatim.openstreetmap.org'),
  MAP_STYLE_URL: httpUrl('MAP_STYLE_URL', 'a MapLibre style such as https://host/style.json'),
  TRUST_PROXY: v.pipe(
    variable(),
    v.transform((value) => value || '0'),
    v.picklist(['0', '1'], (issue) => `TRUST_PROXY must be 1 (behind a reverse proxy) or 0, got "${issue.input}"`),
    v.transform((value) => value === '1'),
  ),
  CLOCK_START: optionalVariable(
    v.pipe(
      v.string(),
      v.check(
        (value) => !Number.isNaN(Date.parse(value)),
        (issue) => `CLOCK_START must be a date and time such as 2026-11-20T19:30:00+05:30, got "${issue.input}"`,
      ),
      v.transform((value) => new Date(value)),
    ),
  ),
  CCAVENUE_MERCHANT_ID: variable(),
  CCAVENUE_ACCESS_CODE: variable(),
  CCAVENUE_WORKING_KEY: variable(),
  CCAVENUE_GATEWAY_URL: httpUrl(
    'CCAVENUE_GATEWAY_URL',
    'the gateway such as https://secure.ccavenue.com (https://test.ccavenue.com for a test account)',
  ),
  CCAVENUE_STATUS_URL: httpUrl(
    'CCAVENUE_STATUS_URL',
    "CCAvenue's status API such as https://api.ccavenue.com/apis/servlet/DoWebTrans",
  ),
  POS_WEBHOOK_SECRET: optionalVariable(
    v.pipe(
      v.string(),
      v.minLength(
        16,
        'POS_WEBHOOK_SECRET is too short: give at least 16 characters (a random secret shared with the point of sale)',
      ),
    ),
  ),
});

type Env = v.InferOutput<typeof EnvSchema>;

const missingCredentials = (env: Env) => CCAVENUE_CREDENTIALS.filter((name) => env[name] === '');

/** No CCAVENUE_* variable at all: the sandbox gateway. */
const usesSandbox = (env: Env) =>
  missingCredentials(env).length === CCAVENUE_CREDENTIALS.length &&
  !env.CCAVENUE_GATEWAY_URL &&
  !env.CCAVENUE_STATUS_URL;

const inProduction = (env: Env) => env.NODE_ENV === 'production';

const ConfigSchema = v.pipe(
  EnvSchema,
  v.check(
    (env) => !inProduction(env) || env.SMS_GATEWAY_URL !== null,
    'NODE_ENV=production needs SMS_GATEWAY_URL: the development outbox must never serve real customers',
  ),
  v.check(
    (env) => !inProduction(env) || env.PUBLIC_URL !== null,
    'NODE_ENV=production needs PUBLIC_URL, where customers reach the shop (such as https://order.wokflow.in)',
  ),
  v.check(
    (env) => !inProduction(env) || env.CLOCK_START === null,
    'CLOCK_START is for tests and demos: unset it in production',
  ),
  v.check(
    (env) => !inProduction(env) || !usesSandbox(env),
    'NODE_ENV=production needs the CCAVENUE_* merchant settings: the sandbox gateway must never take real payments',
  ),
  v.check(
    (env) => !inProduction(env) || usesSandbox(env) || env.CCAVENUE_STATUS_URL !== null,
    "NODE_ENV=production needs CCAVENUE_STATUS_URL: a card payment is then confirmed with CCAvenue's status API, not by the reply the customer's browser carries back alone",
  ),
  v.check(
    (env) => usesSandbox(env) || missingCredentials(env).length === 0,
    (issue) =>
      `The CCAvenue merchant settings are incomplete: set ${missingCredentials(issue.input).join(', ')} too (all of ${CCAVENUE_CREDENTIALS.join(', ')}, or none of the CCAVENUE_* variables for the sandbox gateway)`,
  ),
  v.transform(
    (env): Config => ({
      port: env.PORT,
      publicUrl: env.PUBLIC_URL,
      dataDir: env.DATA_DIR,
      clientDir: env.CLIENT_DIR,
      databaseUrl: env.DATABASE_URL,
      smsGatewayUrl: env.SMS_GATEWAY_URL,
      geocoderUrl: env.GEOCODER_URL,
      mapStyleUrl: env.MAP_STYLE_URL,
      trustProxy: env.TRUST_PROXY,
      clockStart: env.CLOCK_START,
      posWebhookSecret: env.POS_WEBHOOK_SECRET,
      ccavenue: usesSandbox(env)
        ? null
        : {
            merchantId: env.CCAVENUE_MERCHANT_ID,
            accessCode: env.CCAVENUE_ACCESS_CODE,
            workingKey: env.CCAVENUE_WORKING_KEY,
            gatewayUrl: (env.CCAVENUE_GATEWAY_URL ?? DEFAULT_CCAVENUE_GATEWAY_URL).replace(/\/+$/, ''),
            statusUrl: env.CCAVENUE_STATUS_URL,
          },
    }),
  ),
);

/** Reads the server's configuration from the environment; a bad value throws a `ConfigError` that says what to fix. */
export function readConfig(env: Record<string, string | undefined>): Config {
  // One problem at a time, the first in the order of the schema, as an operator fixes them.
  const result = v.safeParse(ConfigSchema, env, { abortEarly: true });
  if (!result.success) throw new ConfigError(result.issues[0].message);
  return result.output;
}
