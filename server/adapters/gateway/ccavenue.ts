import * as v from 'valibot';
import { decrypt, encrypt } from './ccavenueCrypto.ts';
import {
  type CardGateway,
  type GatewayForm,
  type GatewayReply,
  GatewayReplyError,
  type GatewayRequest,
  type GatewayStatus,
} from './gateway.ts';

/** A CCAvenue merchant account, from the CCAVENUE_* settings. */
export interface CcavenueSettings {
  merchantId: string;
  accessCode: string;
  /** Encrypts requests and decrypts replies; never leaves the server. */
  workingKey: string;
  /** The gateway's origin: https://secure.ccavenue.com (https://test.ccavenue.com for CCAvenue's test account). */
  gatewayUrl: string;
  /** The status API (`orderStatusTracker`), e.g. https://api.ccavenue.com/apis/servlet/DoWebTrans; null: none. */
  statusUrl: string | null;
}

/** Where the browser posts the encrypted request, below the gateway's origin. */
export const TRANSACTION_PATH = '/transaction/transaction.do?command=initiateTransaction';
const STATUS_TIMEOUT_MS = 10_000;

/** Paise as CCAvenue's amount: rupees with two decimals (97030 -> '970.30'). */
export function ccavenueAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise <= 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

/**
 * An amount in rupees as CCAvenue writes it ('970.30', '970.3', '970', '970.300') in whole paise, parsed from
 * the decimal text so that no binary fraction creeps in. Throws on anything else, or a fraction of a paisa.
 */
export function parseRupees(text: string): number {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount in rupees: "${text}"`);
  const fraction = match[2] ?? '';
  if (/[^0]/.test(fraction.slice(2))) throw new RangeError(`Not a whole number of paise: "${text}"`);
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
}

/** The merchant parameters of one payment, URL-encoded as the browser would post them to CCAvenue. */
export function merchantParams(merchantId: string, request: GatewayRequest): string {
  return new URLSearchParams({
    merchant_id: merchantId,
    order_id: request.paymentId,
    amount: ccavenueAmount(request.amountPaise),
    currency: 'INR',
    redirect_url: request.redirectUrl,
    cancel_url: request.cancelUrl,
    language: 'EN',
    billing_name: request.billing.name,
    billing_email: request.billing.email,
    billing_tel: request.billing.tel,
    billing_country: 'India',
  }).toString();
}

const REQUIRED_REPLY_FIELDS = ['order_id', 'order_status', 'amount', 'currency'] as const;

/** Decrypts a redirect's `encResp` with `workingKey` and checks its fields; throws `GatewayReplyError`. */
export function readCcavenueReply(encResp: string, workingKey: string): GatewayReply {
  const fields = new URLSearchParams(decrypt(encResp, workingKey));
  const missing = REQUIRED_REPLY_FIELDS.filter((name) => !fields.get(name)?.trim());
  if (missing.length > 0) throw new GatewayReplyError(`The reply has no ${missing.join(', ')}`);
  const field = (name: string) => fields.get(name)?.trim() ?? '';
  let amountPaise: number;
  try {
    amountPaise = parseRupees(field('amount'));
  } catch (error) {
    throw new GatewayReplyError(`The reply's amount is wrong: ${(error as Error).message}`);
  }
  return {
    paymentId: field('order_id'),
    // An aborted payment may come back without a tracking id.
    trackingId: field('tracking_id'),
    status: field('order_status'),
    amountPaise,
    currency: field('currency'),
  };
}

const Amount = v.union([v.pipe(v.number(), v.toString()), v.string()]);
const StatusResult = v.object({
  order_status: v.pipe(v.string(), v.trim(), v.nonEmpty('order_status is empty')),
  order_amt: Amount,
  reference_no: v.optional(v.union([v.pipe(v.number(), v.toString()), v.string()]), ''),
  order_no: v.optional(v.union([v.pipe(v.number(), v.toString()), v.string()])),
});
const StatusError = v.object({ status: v.picklist([1, '1']), error_desc: v.optional(v.string(), '') });

/** What the status API's `enc_response` decrypts to, as a status or a reason it has none. */
function readStatusJson(json: string, paymentId: string): GatewayStatus {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error("CCAvenue's status API answered something that is not JSON");
  }
  // Some versions of the API wrap the result in an object of that name.
  const result =
    typeof parsed === 'object' && parsed !== null && 'Order_Status_Result' in parsed
      ? parsed.Order_Status_Result
      : parsed;
  const refusal = v.safeParse(StatusError, result);
  if (refusal.success) {
    throw new Error(`CCAvenue's status API has no status for ${paymentId}: ${refusal.output.error_desc}`);
  }
  const status = v.safeParse(StatusResult, result);
  if (!status.success) {
    throw new Error(`CCAvenue's status API answered no status: ${v.summarize(status.issues).slice(0, 200)}`);
  }
  const { order_status, order_amt, reference_no, order_no } = status.output;
  if (order_no !== undefined && order_no !== paymentId) {
    throw new Error(`CCAvenue's status API answered about ${order_no}, not ${paymentId}`);
  }
  let amountPaise: number;
  try {
    amountPaise = parseRupees(order_amt);
  } catch (error) {
    throw new Error(`CCAvenue's status API answered a wrong amount: ${(error as Error).message}`);
  }
  return { status: order_status, amountPaise, trackingId: reference_no.trim() };
}

/** The real gateway of a CCAvenue merchant account. */
export function ccavenueGateway(settings: CcavenueSettings, statusTimeoutMs = STATUS_TIMEOUT_MS): CardGateway {
  const { merchantId, accessCode, workingKey, statusUrl } = settings;
  const transactionUrl = `${settings.gatewayUrl.replace(/\/+$/, '')}${TRANSACTION_PATH}`;
  return {
    kind: 'ccavenue',
    formOrigin: new URL(settings.gatewayUrl).origin,
    form(request): GatewayForm {
      return { url: transactionUrl, encRequest: encrypt(merchantParams(merchantId, request), workingKey), accessCode };
    },
    readReply: (encResp) => readCcavenueReply(encResp, workingKey),
    async status(paymentId) {
      if (!statusUrl) return null;
      const response = await fetch(statusUrl, {
        method: 'POST',
        body: new URLSearchParams({
          enc_request: encrypt(JSON.stringify({ order_no: paymentId }), workingKey),
          access_code: accessCode,
          command: 'orderStatusTracker',
          request_type: 'JSON',
          response_type: 'JSON',
          version: '1.2',
        }),
        signal: AbortSignal.timeout(statusTimeoutMs),
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new Error(`CCAvenue's status API answered ${response.status}`);
      }
      const answer = new URLSearchParams((await response.text()).trim());
      const encResponse = answer.get('enc_response')?.trim() ?? '';
      if (answer.get('status') !== '0') {
        // On a refusal enc_response holds the reason in plain text, and enc_error_code its number.
        const reason = `${encResponse || 'no reason given'} (${answer.get('enc_error_code') ?? 'no code'})`;
        throw new Error(`CCAvenue's status API refused the request: ${reason.slice(0, 200)}`);
      }
      let json: string;
      try {
        json = decrypt(encResponse, workingKey);
      } catch (error) {
        throw new Error(`CCAvenue's status API answered nonsense: ${(error as Error).message}`);
      }
      return readStatusJson(json, paymentId);
    },
  };
}
