import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import {
  type CcavenueSettings,
  ccavenueAmount,
  ccavenueGateway,
  parseRupees,
} from '../../server/adapters/gateway/ccavenue.ts';
import { decrypt, encrypt, hasControlCharacter } from '../../server/adapters/gateway/ccavenueCrypto.ts';
import { configuredGateway } from '../../server/adapters/gateway/configured.ts';
import { GatewayReplyError, type GatewayRequest } from '../../server/adapters/gateway/gateway.ts';

const WORKING_KEY = 'F0E1D2C3B4A5968778695A4B3C2D1E0F';

/**
 * The known answers were computed once, outside this code, with OpenSSL:
 *   KEY=$(printf %s "$WORKING_KEY" | openssl dgst -md5 -r | cut -d' ' -f1)   # 07f3f11ba4ddaec011f821f5991ff930
 *   printf %s "$PLAIN" | openssl enc -aes-128-cbc -K $KEY -iv 000102030405060708090a0b0c0d0e0f | xxd -p | tr -d '\n'
 */
const REQUEST_PLAIN =
  'merchant_id=2411&order_id=PAY-000042&amount=970.30&currency=INR' +
  '&redirect_url=https%3A%2F%2Fshop.example%2Fapi%2Fv1%2Fuser%2Ftransaction%2FccavResponseHandler' +
  '&cancel_url=https%3A%2F%2Fshop.example%2Fapi%2Fv1%2Fuser%2Ftransaction%2FccavResponseHandler' +
  '&language=EN&billing_name=Asha+Patel&billing_email=asha%40example.in&billing_tel=9876543210&billing_country=India';
const REQUEST_HEX =
  '5397d4408b8ad6209cd1b9e67d151e0c4d59bccbed8b6104c76be5c90a9978713bcdf0d6a0211616feb37c21627b54a785abd627c9abd4c9' +
  '5def38eeb1611f2ba0b2ed7de25b40355612e978698bc40df3dd135ad1dd8d20d5f094dcded94ee9cf65f9f031850f28be0bffc7dcf866d9' +
  '38dd6f007417d81da3e2907ae990f6e869f39ac528f000367462dd0a680b2914b921b38a0177ddb39c4432a52565dcaf09373ff08ff59b78' +
  '2b4aaed1431b6938d2b5ddceef656959a615a8b70a69efcbcdf261c7c87484f22fd7912d155cc3882bf941781cbb1109d12816e7e87dbe59' +
  'd92e010f63cd896122b6401ab109c1d6d3afc17a34c7daca2ff47a66081f05992285d0e6c0da18f84b432e1d8b3432c724c7b5aa24ecd2cb' +
  '5a43e61795d3942f2f7c81029db7044f1d7bbfe538824ab1da3e5b903a41b39c9b0a2f0cecc5a6aaa1b963cd2f0a18fe3d637160e3db3761' +
  '1244d95d62390e8b89531276b7785e24558ec969de5f59dc520c8ad8e904bd3f';
/** A reply as CCAvenue writes it: not strictly URL-encoded (spaces, slashes and colons as they are). */
const REPLY_PLAIN =
  'order_id=PAY-000042&tracking_id=313012345678&bank_ref_no=1234567890&order_status=Success' +
  '&payment_mode=Credit Card&amount=970.30&currency=INR&trans_date=30/06/2026 13:52:14';
const REPLY_HEX =
  '977d887b8c9c34a58fbaadcb3988dbcb48389a90aa06c725d51543abbbf480873dae1ac5707c87392bf5494f084a0374df2c358dfedc9460' +
  '33669d68d6a72dd6032569086dc5cafcde801eee3c7890999003f71019088f783ebb01857394ad72dd4c4467e385196b432d1e5c8d7eb1e3' +
  'd0d3b2886e0abc39e82a2ea32f9f0b2b4407c4b5f8949223f318145f6cf57af5a6e385773596a94ae91ca536564f3ccf21c567c699b372f9' +
  'c853a5db58eeae1d';

const HANDLER = 'https://shop.example/api/v1/user/transaction/ccavResponseHandler';
const REQUEST: GatewayRequest = {
  paymentId: 'PAY-000042',
  amountPaise: 97030,
  redirectUrl: HANDLER,
  cancelUrl: HANDLER,
  origin: 'https://shop.example',
  billing: { name: 'Asha Patel', email: 'asha@example.in', tel: '9876543210' },
};
const SETTINGS: CcavenueSettings = {
  merchantId: '2411',
  accessCode: 'AVXX00XX00XX00XXXX',
  workingKey: WORKING_KEY,
  gatewayUrl: 'https://test.ccavenue.com',
  statusUrl: null,
};

/** Every hex digit changed in turn to another. */
function eachFlippedDigit(hex: string): string[] {
  return [...hex].map((digit, at) => {
    const other = ((Number.parseInt(digit, 16) + 1) % 16).toString(16);
    return hex.slice(0, at) + other + hex.slice(at + 1);
  });
}

describe("CCAvenue's encryption", () => {
  test('encrypts with AES-128-CBC, key MD5(working key), IV 00..0f, lower-case hex: as OpenSSL does', () => {
    expect(encrypt(REQUEST_PLAIN, WORKING_KEY)).toBe(REQUEST_HEX);
    expect(encrypt(REPLY_PLAIN, WORKING_KEY)).toBe(REPLY_HEX);
  });

  test("decrypts OpenSSL's ciphertext, in either case of hex", () => {
    expect(decrypt(REPLY_HEX, WORKING_KEY)).toBe(REPLY_PLAIN);
    expect(decrypt(REQUEST_HEX.toUpperCase(), WORKING_KEY)).toBe(REQUEST_PLAIN);
  });

  test('round-trips any text, UTF-8 included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ minLength: 1 }), (text, key) => {
        fc.pre(!hasControlCharacter(text) && text !== '');
        expect(decrypt(encrypt(text, key), key)).toBe(text);
      }),
    );
  });

  test.each([
    ['empty', '', /empty/],
    ['not hex', `${REPLY_HEX.slice(0, -2)}zz`, /not hexadecimal/],
    ['not whole blocks', REPLY_HEX.slice(0, -2), /not a whole number of 16-byte blocks/],
    ['an odd number of digits', REPLY_HEX.slice(0, -1), /not a whole number of 16-byte blocks/],
    ['cut by a block', REPLY_HEX.slice(0, -32), /bad padding|not decrypt to text/],
  ])('refuses %s ciphertext with a GatewayReplyError', (_, hex, message) => {
    expect(() => decrypt(hex, WORKING_KEY)).toThrow(GatewayReplyError);
    expect(() => decrypt(hex, WORKING_KEY)).toThrow(message);
  });

  test('refuses ciphertext of another working key', () => {
    expect(() => decrypt(REPLY_HEX, 'F0E1D2C3B4A5968778695A4B3C2D1E0E')).toThrow(GatewayReplyError);
    expect(() => decrypt(REPLY_HEX, WORKING_KEY.toLowerCase())).toThrow(GatewayReplyError);
  });
});

describe('amounts in rupees', () => {
  test('paise as rupees with two decimals, and back exactly', () => {
    expect(ccavenueAmount(97030)).toBe('970.30');
    expect(ccavenueAmount(5)).toBe('0.05');
    expect(ccavenueAmount(100)).toBe('1.00');
    expect(parseRupees('970.30')).toBe(97030);
    expect(parseRupees('970.3')).toBe(97030);
    expect(parseRupees('970')).toBe(97000);
    expect(parseRupees('970.300')).toBe(97030);
    // 0.29 * 100 is 28.999999999999996 in floating point: the text is parsed, not multiplied.
    expect(parseRupees('0.29')).toBe(29);
    expect(parseRupees('1234567.89')).toBe(123456789);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), (paise) => {
        expect(parseRupees(ccavenueAmount(paise))).toBe(paise);
      }),
    );
  });

  test.each(['', '-1', '1e3', '97,030', '970.305', '970.', '.30', 'NaN', '12345678901234'])('refuses "%s"', (text) => {
    expect(() => parseRupees(text)).toThrow(RangeError);
  });

  test.each([0, -100, 12.5, Number.NaN])('refuses %s paise', (paise) => {
    expect(() => ccavenueAmount(paise)).toThrow(RangeError);
  });
});

describe('the CCAvenue gateway', () => {
  const gateway = ccavenueGateway(SETTINGS);

  test("the form posts the encrypted merchant parameters to the gateway's transaction page", () => {
    expect(gateway.kind).toBe('ccavenue');
    expect(gateway.form(REQUEST)).toEqual({
      url: 'https://test.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
      encRequest: REQUEST_HEX,
      accessCode: 'AVXX00XX00XX00XXXX',
    });
    expect(ccavenueGateway({ ...SETTINGS, gatewayUrl: 'https://secure.ccavenue.com/' }).form(REQUEST).url).toBe(
      'https://secure.ccavenue.com/transaction/transaction.do?command=initiateTransaction',
    );
  });

  test('reads a reply: order id, tracking id, status, amount in paise, currency', () => {
    expect(gateway.readReply(REPLY_HEX)).toEqual({
      paymentId: 'PAY-000042',
      trackingId: '313012345678',
      status: 'Success',
      amountPaise: 97030,
      currency: 'INR',
    });
  });

  test('an aborted reply may have no tracking id', () => {
    const aborted = encrypt('order_id=PAY-7&tracking_id=&order_status=Aborted&amount=12.5&currency=INR', WORKING_KEY);
    expect(gateway.readReply(aborted)).toEqual({
      paymentId: 'PAY-7',
      trackingId: '',
      status: 'Aborted',
      amountPaise: 1250,
      currency: 'INR',
    });
  });

  test('a reply with any one hex digit changed is refused', () => {
    const flipped = eachFlippedDigit(REPLY_HEX);
    expect(flipped).toHaveLength(REPLY_HEX.length);
    for (const hex of flipped) expect(() => gateway.readReply(hex), hex).toThrow(GatewayReplyError);
  });

  test('a reply encrypted with another key is refused', () => {
    const forged = encrypt(REPLY_PLAIN, 'someone else');
    expect(() => gateway.readReply(forged)).toThrow(GatewayReplyError);
    expect(() => ccavenueGateway({ ...SETTINGS, workingKey: 'another key' }).readReply(REPLY_HEX)).toThrow(
      GatewayReplyError,
    );
  });

  test.each([
    ['order_id', 'tracking_id=1&order_status=Success&amount=1.00&currency=INR', /has no order_id/],
    ['order_status', 'order_id=P1&tracking_id=1&amount=1.00&currency=INR', /has no order_status/],
    ['amount', 'order_id=P1&order_status=Success&amount=&currency=INR', /has no amount/],
    ['currency', 'order_id=P1&order_status=Success&amount=1.00', /has no currency/],
    ['any field', 'Hello, world', /has no order_id, order_status, amount, currency/],
    ['a sensible amount', 'order_id=P1&order_status=Success&amount=1.005&currency=INR', /amount is wrong/],
  ])('a reply without %s is refused', (_, plain, message) => {
    expect(() => gateway.readReply(encrypt(plain, WORKING_KEY))).toThrow(GatewayReplyError);
    expect(() => gateway.readReply(encrypt(plain, WORKING_KEY))).toThrow(message);
  });

  test('without a status API, status is null', async () => {
    expect(await gateway.status('PAY-000042')).toBeNull();
  });
});

describe("CCAvenue's status API", () => {
  let server: Server;
  let statusUrl = '';
  let requests: URLSearchParams[] = [];
  /** The JSON the fake encrypts for a payment, or the raw body it answers. */
  let answer: (orderNo: string) => { json: unknown } | { raw: string; status?: number } | 'never';

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        const fields = new URLSearchParams(body);
        requests.push(fields);
        const { order_no } = JSON.parse(decrypt(fields.get('enc_request') ?? '', WORKING_KEY));
        const reply = answer(order_no);
        if (reply === 'never') return;
        if ('raw' in reply) {
          response.writeHead(reply.status ?? 200, { 'Content-Type': 'text/plain' }).end(reply.raw);
          return;
        }
        const encResponse = encrypt(JSON.stringify(reply.json), WORKING_KEY);
        response.writeHead(200, { 'Content-Type': 'text/plain' }).end(`status=0&enc_response=${encResponse}\r\n`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    statusUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/apis/servlet/DoWebTrans`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  afterEach(() => {
    requests = [];
  });

  const successful = (orderNo: string) => ({
    json: {
      reference_no: 313012345678,
      order_no: orderNo,
      order_currncy: 'INR',
      order_amt: 970.3,
      order_status: 'Successful',
      status: 0,
      error_desc: '',
    },
  });

  test('is asked with the encrypted order number and the access code, and its answer decrypted', async () => {
    answer = successful;
    const gateway = ccavenueGateway({ ...SETTINGS, statusUrl });
    expect(await gateway.status('PAY-000042')).toEqual({
      status: 'Successful',
      amountPaise: 97030,
      trackingId: '313012345678',
    });
    expect(requests).toHaveLength(1);
    const [fields] = requests as [URLSearchParams];
    expect(JSON.parse(decrypt(fields.get('enc_request') ?? '', WORKING_KEY))).toEqual({ order_no: 'PAY-000042' });
    fields.delete('enc_request');
    expect(Object.fromEntries(fields)).toEqual({
      access_code: 'AVXX00XX00XX00XXXX',
      command: 'orderStatusTracker',
      request_type: 'JSON',
      response_type: 'JSON',
      version: '1.2',
    });
  });

  test('reads amounts written as text, and the wrapped form of the answer', async () => {
    answer = (orderNo) => ({
      json: { Order_Status_Result: { order_no: orderNo, order_amt: '1234.50', order_status: 'Awaited' } },
    });
    expect(await ccavenueGateway({ ...SETTINGS, statusUrl }).status('PAY-9')).toEqual({
      status: 'Awaited',
      amountPaise: 123450,
      trackingId: '',
    });
  });

  test.each([
    ['an HTTP error', () => ({ raw: 'down', status: 502 }), /answered 502/],
    [
      'a refusal',
      () => ({ raw: 'status=1&enc_response=Access_code: Invalid Parameter&enc_error_code=51407' }),
      /refused the request: Access_code: Invalid Parameter \(51407\)/,
    ],
    ['enc_response that is not hex', () => ({ raw: 'status=0&enc_response=<html>' }), /nonsense.*not hexadecimal/],
    ['no enc_response', () => ({ raw: 'status=0' }), /nonsense.*empty/],
    [
      'an unknown order',
      () => ({ json: { status: 1, error_desc: 'No records found' } }),
      /no status.*No records found/,
    ],
    ['JSON of another shape', () => ({ json: { order_amt: 1 } }), /answered no status/],
    [
      'an amount that is not one',
      (o: string) => ({ json: { order_no: o, order_amt: 'x', order_status: 'Successful' } }),
      /wrong amount/,
    ],
    ['another order', () => successful('PAY-1'), /about PAY-1, not PAY-000042/],
  ])('%s rejects', async (_, reply, message) => {
    answer = reply;
    await expect(ccavenueGateway({ ...SETTINGS, statusUrl }).status('PAY-000042')).rejects.toThrow(message);
  });

  test('an encrypted answer that is not JSON rejects', async () => {
    answer = () => ({ raw: `status=0&enc_response=${encrypt('Hello', WORKING_KEY)}` });
    await expect(ccavenueGateway({ ...SETTINGS, statusUrl }).status('PAY-000042')).rejects.toThrow(/not JSON/);
  });

  test('no answer within the time-out rejects', async () => {
    answer = () => 'never';
    const started = Date.now();
    await expect(ccavenueGateway({ ...SETTINGS, statusUrl }, 200).status('PAY-000042')).rejects.toThrow(/time|abort/i);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  test('an unreachable API rejects', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      ccavenueGateway({ ...SETTINGS, statusUrl: `http://127.0.0.1:${port}/` }).status('PAY-000042'),
    ).rejects.toThrow();
  });
});

test('configured: CCAvenue with merchant settings, else the sandbox', () => {
  expect(configuredGateway(SETTINGS).kind).toBe('ccavenue');
  expect(configuredGateway(null).kind).toBe('sandbox');
});
