import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { configuredGeocoder } from '../../server/adapters/geocoder/configured.ts';
import { gazetteerGeocoder, locate } from '../../server/adapters/geocoder/gazetteer.ts';
import { type Geocoder, withFallback } from '../../server/adapters/geocoder/geocoder.ts';
import { nominatimGeocoder, USER_AGENT } from '../../server/adapters/geocoder/nominatim.ts';
import { SERVED_CITIES } from '../../server/adapters/geocoder/servedPlaces.ts';
import { outlets } from '../../server/db/seed/outlets.ts';

const ADAJAN = { lat: 21.1959, lng: 72.7933 };
const VESU = { lat: 21.1418, lng: 72.7709 };
const SURAT_CENTRE = { lat: 21.1702, lng: 72.8311 };

describe('the gazetteer of the served cities', () => {
  test('holds every served city with at least 7 localities, each with a 6-digit pin code, near its centre', () => {
    expect(SERVED_CITIES.map((city) => city.name)).toEqual([
      'Surat',
      'Vadodara',
      'Ahmedabad',
      'Anand',
      'Vapi',
      'Rajkot',
      'Bharuch',
      'Valsad',
    ]);
    for (const city of SERVED_CITIES) {
      expect(city.localities.length, city.name).toBeGreaterThanOrEqual(7);
      for (const locality of city.localities) {
        expect(locality.pinCode, locality.name).toMatch(/^\d{6}$/);
        // Within about 20 km of the centre: a typo in a coordinate would land far away.
        expect(Math.abs(locality.lat - city.centre.lat), locality.name).toBeLessThan(0.2);
        expect(Math.abs(locality.lng - city.centre.lng), locality.name).toBeLessThan(0.2);
      }
    }
  });

  test("knows every outlet's area in the outlet's city", () => {
    for (const outlet of outlets) {
      const city = SERVED_CITIES.find((served) => served.name === outlet.city);
      expect(
        city?.localities.map((locality) => locality.name),
        outlet.id,
      ).toContain(outlet.area);
    }
  });

  test('a known pin code wins, whatever the line names', () => {
    expect(locate('12, Some Society, Vesu, Surat, Gujarat, 395009')).toEqual(ADAJAN);
    expect(locate('Flat 3, Nowhere Street, Baroda, Gujarat, 395009')).toEqual(ADAJAN);
  });

  test('of the localities sharing a pin code, the one the line names, else the first listed', () => {
    expect(locate('B-4, Rajhans Flats, Piplod, Surat, Gujarat, 395007')).toEqual({ lat: 21.1588, lng: 72.7736 });
    expect(locate('B-4, Rajhans Flats, Surat, Gujarat, 395007')).toEqual(VESU);
  });

  test('a house number of six digits is no pin code when a known one follows', () => {
    expect(locate('123456, Lane 2, Surat, Gujarat, 395009')).toEqual(ADAJAN);
  });

  test('without a known pin code: the longest locality name of the named city, case-insensitive', () => {
    expect(locate('4, Anand Mahal Road, ADAJAN, surat, Gujarat, 999999')).toEqual(ADAJAN);
    expect(locate('8, Tithal Road, Valsad, Gujarat')).toEqual({ lat: 20.61, lng: 72.92 });
    expect(locate('8, near the beach, Tithal, Valsad, Gujarat')).toEqual({ lat: 20.603, lng: 72.898 });
  });

  test("a locality name counts only as a whole word, and only in the named city's list", () => {
    // 'Pal' is a Surat locality: not inside 'Gopal', and not in Rajkot.
    expect(locate('7, Gopal Nagar, Surat, Gujarat')).toEqual(SURAT_CENTRE);
    expect(locate('7, Pal Road, Rajkot, Gujarat')).toEqual({ lat: 22.3039, lng: 70.8022 });
    // Station Road is in Anand and in Bharuch: the named city decides.
    expect(locate('2, Station Road, Bharuch, Gujarat')).toEqual({ lat: 21.703, lng: 72.993 });
    expect(locate('2, Station Road, Anand, Gujarat')).toEqual({ lat: 22.556, lng: 72.953 });
  });

  test('the city is the one named last, by its name or another it goes by', () => {
    expect(locate('9, Surat Road, Vapi, Gujarat')).toEqual({ lat: 20.3893, lng: 72.9106 });
    expect(locate('5, Alkapuri, Baroda, Gujarat')).toEqual({ lat: 22.3106, lng: 73.1686 });
  });

  test('falls back to the city centre, and finds nothing outside the served cities', async () => {
    expect(locate('1, Unknown Street, Surat, Gujarat')).toEqual(SURAT_CENTRE);
    expect(locate('1, MG Road, Bengaluru, Karnataka, 560001')).toBeNull();
    expect(locate('')).toBeNull();
    expect(await gazetteerGeocoder.geocode('1, Unknown Street, Surat')).toEqual(SURAT_CENTRE);
  });
});

describe('a Nominatim server', () => {
  let server: Server;
  let base = '';
  let requests: { url: URL; headers: IncomingHttpHeaders }[] = [];
  let answer: { status: number; body: string } | 'never' = { status: 200, body: '[]' };
  beforeAll(async () => {
    server = createServer((request, response) => {
      requests.push({ url: new URL(request.url ?? '/', 'http://nominatim'), headers: request.headers });
      if (answer === 'never') return;
      response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    requests = [];
    answer = { status: 200, body: '[]' };
  });

  const found = (lat: string, lon: string) =>
    JSON.stringify([{ place_id: 1, lat, lon, display_name: 'Adajan, Surat, Gujarat, India' }]);

  test('is searched for the line in India, one result, naming the app; the first result is the answer', async () => {
    answer = { status: 200, body: found('21.1959', '72.7933') };
    expect(await nominatimGeocoder(`${base}/`).geocode('4, Adajan, Surat, Gujarat, 395009')).toEqual(ADAJAN);
    expect(requests).toHaveLength(1);
    const [{ url, headers }] = requests as [(typeof requests)[number]];
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      limit: '1',
      countrycodes: 'in',
      q: '4, Adajan, Surat, Gujarat, 395009',
    });
    expect(headers['user-agent']).toBe(USER_AGENT);
  });

  test('no result is null', async () => {
    expect(await nominatimGeocoder(base).geocode('nowhere at all')).toBeNull();
  });

  test.each([
    ['an HTTP error', { status: 503, body: 'busy' }, /Nominatim answered 503/],
    ['malformed JSON', { status: 200, body: '[{"lat": ' }, /JSON/],
    ['a reply of another shape', { status: 200, body: JSON.stringify({ error: 'Unable to geocode' }) }, /not a search/],
    ['coordinates that are not numbers', { status: 200, body: found('north', '72.79') }, /not a search/],
  ])('%s rejects', async (_, reply, message) => {
    answer = reply;
    await expect(nominatimGeocoder(base).geocode('Adajan, Surat')).rejects.toThrow(message);
  });

  test('no answer within the time-out rejects', async () => {
    answer = 'never';
    const started = Date.now();
    await expect(nominatimGeocoder(base, 200).geocode('Adajan, Surat')).rejects.toThrow(/time|abort/i);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('as configured, the gazetteer answers when Nominatim finds nothing or fails, and the failure is logged', async () => {
    const logged: string[] = [];
    const geocoder = configuredGeocoder(base, (line) => logged.push(line));
    expect(await geocoder.geocode('4, Adajan, Surat, 395009')).toEqual(ADAJAN);
    answer = { status: 500, body: '' };
    expect(await geocoder.geocode('4, Vesu, Surat')).toEqual(VESU);
    expect(logged).toEqual(['Geocoder failed, using the fallback: Nominatim answered 500']);
    answer = { status: 200, body: found('21.2', '72.8') };
    expect(await geocoder.geocode('4, Vesu, Surat')).toEqual({ lat: 21.2, lng: 72.8 });
    expect(configuredGeocoder(null, () => {})).toBe(gazetteerGeocoder);
  });
});

test('withFallback asks the fallback only when the first finds nothing or fails', async () => {
  const asked: string[] = [];
  const fixed = (name: string, answer: () => Promise<{ lat: number; lng: number } | null>): Geocoder => ({
    geocode: () => {
      asked.push(name);
      return answer();
    },
  });
  const fallback = fixed('fallback', async () => SURAT_CENTRE);
  const found = (first: () => Promise<{ lat: number; lng: number } | null>) =>
    withFallback(fixed('first', first), fallback, () => {}).geocode('x');
  expect(await found(async () => ADAJAN)).toEqual(ADAJAN);
  expect(asked).toEqual(['first']);
  expect(await found(async () => null)).toEqual(SURAT_CENTRE);
  expect(asked).toEqual(['first', 'first', 'fallback']);
});
