import { resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { ConfigError, readConfig } from '../../server/config.ts';

/** Where customers reach the shop: production needs it. */
const PUBLIC = { PUBLIC_URL: 'https://order.wokflow.example' };

const MERCHANT = {
  ...PUBLIC,
  CCAVENUE_MERCHANT_ID: '2411',
  CCAVENUE_ACCESS_CODE: 'AVXX00XX00XX00XXXX',
  CCAVENUE_WORKING_KEY: 'F0E1D2C3B4A5968778695A4B3C2D1E0F',
};
/** What production asks of the merchant's settings: its status API too. */
const PRODUCTION_MERCHANT = { ...MERCHANT, CCAVENUE_STATUS_URL: 'https://api.ccavenue.com/apis/servlet/DoWebTrans' };

describe('configuration from the environment', () => {
  test('defaults: port 8080, .data, the embedded database', () => {
    expect(readConfig({})).toEqual({
      port: 8080,
      publicUrl: null,
      dataDir: resolve('.data'),
      clientDir: null,
      databaseUrl: null,
      smsGatewayUrl: null,
      geocoderUrl: null,
      mapStyleUrl: null,
      trustProxy: false,
      clockStart: null,
      ccavenue: null,
      posWebhookSecret: null,
    });
  });

  test('PUBLIC_URL: an http(s) origin, required in production', () => {
    expect(readConfig({ PUBLIC_URL: 'https://order.wokflow.example/' }).publicUrl).toBe(
      'https://order.wokflow.example',
    );
    expect(() => readConfig({ PUBLIC_URL: 'order.wokflow.example' })).toThrow(/PUBLIC_URL is not a valid URL/);
    expect(() =>
      readConfig({ NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://sms.example/?to={mobile}&text={message}' }),
    ).toThrow(/NODE_ENV=production needs PUBLIC_URL/);
  });

  test('reads PORT, DATA_DIR, CLIENT_DIR and DATABASE_URL', () => {
    const config = readConfig({ PORT: '3000', DATA_DIR: '/tmp/wok', DATABASE_URL: 'postgres://u:p@db:5432/wok' });
    expect(config).toMatchObject({ port: 3000, dataDir: '/tmp/wok', databaseUrl: 'postgres://u:p@db:5432/wok' });
    expect(readConfig({ CLIENT_DIR: 'build/shop' }).clientDir).toBe(resolve('build/shop'));
    expect(readConfig({ DATABASE_URL: 'postgresql://db/wok' }).databaseUrl).toBe('postgresql://db/wok');
    expect(readConfig({ PORT: '0' }).port).toBe(0);
  });

  test.each([
    [{ PORT: 'abc' }, /PORT must be a whole number from 0 to 65535.*"abc"/],
    [{ PORT: '70000' }, /PORT must be a whole number/],
    [{ PORT: '80.5' }, /PORT must be a whole number/],
    [{ DATA_DIR: ' ' }, /DATA_DIR is set but empty/],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL is not a valid URL/],
    [{ DATABASE_URL: 'mysql://u:secret@db/wok' }, /DATABASE_URL must start with postgres:\/\//],
    [{ NODE_ENV: 'production' }, /NODE_ENV=production needs SMS_GATEWAY_URL/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be 1/],
    [{ CLOCK_START: 'teatime' }, /CLOCK_START must be a date and time/],
    [
      {
        ...PUBLIC,
        CLOCK_START: '2026-11-20T19:30:00+05:30',
        NODE_ENV: 'production',
        SMS_GATEWAY_URL: 'https://s.example/{mobile}/{message}',
      },
      /unset it in production/,
    ],
    [{ SMS_GATEWAY_URL: 'not a url {mobile} {message}' }, /SMS_GATEWAY_URL is not a valid URL/],
    [{ SMS_GATEWAY_URL: 'ftp://sms.example/{mobile}/{message}' }, /SMS_GATEWAY_URL must start with https:\/\//],
    [{ SMS_GATEWAY_URL: 'https://sms.example/send?to={mobile}' }, /must contain \{mobile\} and \{message\}/],
    [{ GEOCODER_URL: 'nominatim' }, /GEOCODER_URL is not a valid URL/],
    [{ GEOCODER_URL: 'ftp://nominatim.example' }, /GEOCODER_URL must start with https:\/\//],
    [{ MAP_STYLE_URL: 'style.json' }, /MAP_STYLE_URL is not a valid URL/],
    [{ MAP_STYLE_URL: 'file:///style.json' }, /MAP_STYLE_URL must start with https:\/\//],
  ])('refuses %o with a message saying what to fix', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  test('never repeats a password in its message', () => {
    expect(() => readConfig({ DATABASE_URL: 'mysql://u:secret@db/wok' })).not.toThrow(/secret/);
  });

  test('an SMS gateway, required in production', () => {
    const template = 'https://sms.example/send?to=91{mobile}&text={message}&key=k';
    expect(readConfig({ SMS_GATEWAY_URL: template }).smsGatewayUrl).toBe(template);
    expect(
      readConfig({ SMS_GATEWAY_URL: template, NODE_ENV: 'production', ...PRODUCTION_MERCHANT }).smsGatewayUrl,
    ).toBe(template);
    expect(readConfig({ NODE_ENV: 'development' }).smsGatewayUrl).toBeNull();
    expect(() => readConfig({ NODE_ENV: 'production', SMS_GATEWAY_URL: ' ' })).toThrow(
      'NODE_ENV=production needs SMS_GATEWAY_URL: the development outbox must never serve real customers',
    );
  });

  test('a Nominatim server for geocoding addresses', () => {
    const url = 'https://nominatim.openstreetmap.org';
    expect(readConfig({ GEOCODER_URL: ` ${url} ` }).geocoderUrl).toBe(url);
    expect(readConfig({ GEOCODER_URL: '' }).geocoderUrl).toBeNull();
  });

  test('a MapLibre style for the address map', () => {
    const url = 'https://tiles.example/styles/streets/style.json?key=public';
    expect(readConfig({ MAP_STYLE_URL: url }).mapStyleUrl).toBe(url);
    expect(readConfig({ MAP_STYLE_URL: ' ' }).mapStyleUrl).toBeNull();
  });

  test('a CCAvenue merchant account for card payments, on secure.ccavenue.com unless told otherwise', () => {
    expect(readConfig(MERCHANT).ccavenue).toEqual({
      merchantId: '2411',
      accessCode: 'AVXX00XX00XX00XXXX',
      workingKey: 'F0E1D2C3B4A5968778695A4B3C2D1E0F',
      gatewayUrl: 'https://secure.ccavenue.com',
      statusUrl: null,
    });
    expect(
      readConfig({
        ...MERCHANT,
        CCAVENUE_GATEWAY_URL: 'https://test.ccavenue.com/',
        CCAVENUE_STATUS_URL: ' https://apitest.ccavenue.com/apis/servlet/DoWebTrans ',
      }).ccavenue,
    ).toMatchObject({
      gatewayUrl: 'https://test.ccavenue.com',
      statusUrl: 'https://apitest.ccavenue.com/apis/servlet/DoWebTrans',
    });
    const production = { NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://s/{mobile}/{message}' };
    expect(readConfig({ ...PRODUCTION_MERCHANT, ...production }).ccavenue).not.toBeNull();
    // Without the status API, a payment would rest on the reply the customer's browser carries back alone.
    expect(() => readConfig({ ...MERCHANT, ...production })).toThrow('NODE_ENV=production needs CCAVENUE_STATUS_URL');
  });

  test('the sandbox gateway without merchant settings, refused in production', () => {
    expect(readConfig({ CCAVENUE_MERCHANT_ID: ' ', CCAVENUE_STATUS_URL: '' }).ccavenue).toBeNull();
    expect(() =>
      readConfig({ ...PUBLIC, NODE_ENV: 'production', SMS_GATEWAY_URL: 'https://s/{mobile}/{message}' }),
    ).toThrow(
      'NODE_ENV=production needs the CCAVENUE_* merchant settings: the sandbox gateway must never take real payments',
    );
  });

  test.each([
    [{ CCAVENUE_MERCHANT_ID: '2411' }, 'CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY'],
    [{ CCAVENUE_WORKING_KEY: 'F0E1D2C3B4A5968778695A4B3C2D1E0F' }, 'CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE'],
    [{ ...MERCHANT, CCAVENUE_ACCESS_CODE: '' }, 'CCAVENUE_ACCESS_CODE'],
    [
      { CCAVENUE_GATEWAY_URL: 'https://test.ccavenue.com' },
      'CCAVENUE_MERCHANT_ID, CCAVENUE_ACCESS_CODE, CCAVENUE_WORKING_KEY',
    ],
  ])('refuses incomplete merchant settings %o, naming what is missing and never the key', (env, missing) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(`The CCAvenue merchant settings are incomplete: set ${missing} too`);
    expect(() => readConfig(env)).not.toThrow(/F0E1D2C3/);
  });

  test.each([
    [{ ...MERCHANT, CCAVENUE_GATEWAY_URL: 'secure.ccavenue.com' }, /CCAVENUE_GATEWAY_URL is not a valid URL/],
    [
      { ...MERCHANT, CCAVENUE_GATEWAY_URL: 'ftp://secure.ccavenue.com' },
      /CCAVENUE_GATEWAY_URL must start with https:\/\//,
    ],
    [{ ...MERCHANT, CCAVENUE_STATUS_URL: 'api.ccavenue.com' }, /CCAVENUE_STATUS_URL is not a valid URL/],
    [{ ...MERCHANT, CCAVENUE_STATUS_URL: 'file:///status' }, /CCAVENUE_STATUS_URL must start with https:\/\//],
  ])('refuses a CCAvenue URL that is not http(s): %o', (env, message) => {
    expect(() => readConfig(env)).toThrow(ConfigError);
    expect(() => readConfig(env)).toThrow(message);
  });

  test('TRUST_PROXY=1 behind a reverse proxy', () => {
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
  });

  test('CLOCK_START for tests and demos', () => {
    expect(readConfig({ CLOCK_START: '2026-11-20T19:30:00+05:30' }).clockStart).toEqual(
      new Date('2026-11-20T14:00:00Z'),
    );
  });

  test('POS_WEBHOOK_SECRET: the point of sale signs with it; a short one is refused, blank is unset', () => {
    expect(readConfig({ POS_WEBHOOK_SECRET: ' 0123456789abcdef0123 ' }).posWebhookSecret).toBe('0123456789abcdef0123');
    expect(readConfig({ POS_WEBHOOK_SECRET: '  ' }).posWebhookSecret).toBeNull();
    expect(() => readConfig({ POS_WEBHOOK_SECRET: 'short' })).toThrow('POS_WEBHOOK_SECRET is too short');
  });
});
