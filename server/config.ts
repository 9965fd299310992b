import { resolve } from 'node:path';
import type { CcavenueSettings } from './adapters/gateway/ccavenue.ts';

export interface Config {
  port: number;
  /** Absolute path of the embedded database's directory; unused when `databaseUrl` is set. */
  dataDir: string;
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
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

const DEFAULT_PORT = 8080;
const DEFAULT_DATA_DIR = '.data';

function readPort(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || port > 65_535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (0: any free port), got "${value}"`);
  }
  return port;
}

function readDataDir(value: string | undefined): string {
  if (value === undefined) return resolve(DEFAULT_DATA_DIR);
  if (value.trim() === '')
    throw new ConfigError('DATA_DIR is set but empty: give a directory path, or unset it to use .data');
  return resolve(value);
}

// The URL itself is never echoed: it usually carries a password.
function readDatabaseUrl(value: string | undefined): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError('DATABASE_URL is not a valid URL: expected postgres://user:password@host:port/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new ConfigError(
      `DATABASE_URL must start with postgres:// or postgresql://, got ${url.protocol}// (unset it to use the embedded database)`,
    );
  }
  if (url.hostname === '' && !url.searchParams.has('host')) {
    throw new ConfigError('DATABASE_URL has no host: expected postgres://user:password@host:port/database');
  }
  return value.trim();
}

// Like DATABASE_URL, the template is never echoed: it usually carries the gateway's key.
function readSmsGatewayUrl(value: string | undefined, nodeEnv: string | undefined): string | null {
  if (value === undefined || value.trim() === '') {
    if (nodeEnv === 'production') {
      throw new ConfigError(
        'NODE_ENV=production needs SMS_GATEWAY_URL: the development outbox must never serve real customers',
      );
    }
    return null;
  }
  const template = value.trim();
  let url: URL;
  try {
    url = new URL(template.replaceAll('{mobile}', '0').replaceAll('{message}', '0'));
  } catch {
    throw new ConfigError('SMS_GATEWAY_URL is not a valid URL: expected https://host/path?to={mobile}&text={message}');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`SMS_GATEWAY_URL must start with https:// or http://, got ${url.protocol}//`);
  }
  if (!template.includes('{mobile}') || !template.includes('{message}')) {
    throw new ConfigError('SMS_GATEWAY_URL must contain {mobile} and {message}, where the number and the text go');
  }
  return template;
}

/** An optional http(s) URL setting; `example` shows what a valid one looks like. */
function readHttpUrl(name: string, value: string | undefined, example: string): string | null {
  if (value === undefined || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    throw new ConfigError(`${name} is not a valid URL: expected ${example}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must start with https:// or http://, got ${url.protocol}//`);
  }
  return value.trim();
}

function readTrustProxy(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '' || value.trim() === '0') return false;
  if (value.trim() === '1') return true;
  throw new ConfigError(`TRUST_PROXY must be 1 (behind a reverse proxy) or 0, got "${value}"`);
}

function readClockStart(value: string | undefined, nodeEnv: string | undefined): Date | null {
  if (value === undefined || value.trim() === '') return null;
  if (nodeEnv === 'production') throw new ConfigError('CLOCK_START is for tests and demos: unset it in production');
  const start = new Date(value.trim());
  if (Number.isNaN(start.getTime())) {
    throw new ConfigError(`CLOCK_START must be a date and time such as 2026-11-20T19:30:00+05:30, got "${value}"`);
  }
  return start;
}

const DEFAULT_CCAVENUE_GATEWAY_URL = 'https://secure.ccavenue.com';
const CCAVENUE_CREDENTIALS = ['CCAVENUE_MERCHANT_ID', 'CCAVENUE_ACCESS_CODE', 'CCAVENUE_WORKING_KEY'] as const;

// The working key is never echoed: it is what signs every payment.
function readCcavenue(env: Record<string, string | undefined>): CcavenueSettings | null {
  const value = (name: string) => env[name]?.trim() ?? '';
  const gatewayUrl = readHttpUrl(
    'CCAVENUE_GATEWAY_URL',
    env.CCAVENUE_GATEWAY_URL,
    'the gateway such as https://secure.ccavenue.com (https://test.ccavenue.com for a test account)',
  );
  const statusUrl = readHttpUrl(
    'CCAVENUE_STATUS_URL',
    env.CCAVENUE_STATUS_URL,
    "CCAvenue's status API such as https://api.ccavenue.com/apis/servlet/DoWebTrans",
  );
  const missing = CCAVENUE_CREDENTIALS.filter((name) => value(name) === '');
  if (missing.length === CCAVENUE_CREDENTIALS.length && !gatewayUrl && !statusUrl) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError(
        'NODE_ENV=production needs the CCAVENUE_* merchant settings: the sandbox gateway must never take real payments',
      );
    }
    return null;
  }
  if (missing.length > 0) {
    throw new ConfigError(
      `The CCAvenue merchant settings are incomplete: set ${missing.join(', ')} too (all of ${CCAVENUE_CREDENTIALS.join(', ')}, or none of the CCAVENUE_* variables for the sandbox gateway)`,
    );
  }
  return {
    merchantId: value('CCAVENUE_MERCHANT_ID'),
    accessCode: value('CCAVENUE_ACCESS_CODE'),
    workingKey: value('CCAVENUE_WORKING_KEY'),
    gatewayUrl: (gatewayUrl ?? DEFAULT_CCAVENUE_GATEWAY_URL).replace(/\/+$/, ''),
    statusUrl,
  };
}

/** Reads the server's configuration from the environment; a bad value throws a `ConfigError` that says what to fix. */
export function readConfig(env: Record<string, string | undefined>): Config {
  return {
    port: readPort(env.PORT),
    dataDir: readDataDir(env.DATA_DIR),
    databaseUrl: readDatabaseUrl(env.DATABASE_URL),
    smsGatewayUrl: readSmsGatewayUrl(env.SMS_GATEWAY_URL, env.NODE_ENV),
    geocoderUrl: readHttpUrl(
      'GEOCODER_URL',
      env.GEOCODER_URL,
      'a Nominatim base URL such as https://nominatim.openstreetmap.org',
    ),
    mapStyleUrl: readHttpUrl('MAP_STYLE_URL', env.MAP_STYLE_URL, 'a MapLibre style such as https://host/style.json'),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    clockStart: readClockStart(env.CLOCK_START, env.NODE_ENV),
    ccavenue: readCcavenue(env),
  };
}
