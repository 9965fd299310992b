import { randomInt } from 'node:crypto';
import { merchantParams, parseRupees, readCcavenueReply, TRANSACTION_PATH } from './ccavenue.ts';
import { decrypt, encrypt } from './ccavenueCrypto.ts';
import type { CardGateway, GatewayStatus } from './gateway.ts';

/**
 * Our stand-in for CCAvenue while no merchant account is configured: the same encryption and the same form
 * post, to a page this server serves (`server/routes/sandboxGateway.ts`) where four buttons play the outcomes.
 * No money moves, so its key and access code are public; with NODE_ENV=production the server refuses to run it.
 */
export const SANDBOX_WORKING_KEY = 'wokflow-sandbox-working-key-not-a-secret';
export const SANDBOX_ACCESS_CODE = 'AVSANDBOX00WOKFLOW00';
export const SANDBOX_MERCHANT_ID = 'sandbox';
/** Where the sandbox's routes are mounted, outside the API and its session. */
export const SANDBOX_BASE = '/sandbox/ccavenue';
/** The outcomes the sandbox page offers, as `order_status` of the reply. */
export const SANDBOX_OUTCOMES = ['Success', 'Failure', 'Aborted', 'Awaited'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

const DEFAULT_AWAITED_SETTLE_MS = 3000;
/** The oldest transactions are forgotten beyond this many: the sandbox page is open to anyone who has the key. */
const MAX_TRANSACTIONS = 10_000;

/** What the status API answers after each outcome. */
const STATUS_AFTER: Record<SandboxOutcome, string> = {
  Success: 'Successful',
  Failure: 'Unsuccessful',
  Aborted: 'Aborted',
  Awaited: 'Awaited',
};

/** One payment opened on the sandbox page. */
export interface SandboxTransaction {
  paymentId: string;
  /** The amount exactly as the request wrote it, echoed in the reply. */
  amount: string;
  amountPaise: number;
  redirectUrl: string;
  cancelUrl: string;
  trackingId: string;
  bankRefNo: string;
  billing: { name: string; email: string; tel: string; country: string };
  /** The button pressed, and when (ms since the epoch); null until one is. */
  outcome: SandboxOutcome | null;
  chosenAt: number | null;
}

/** A post the sandbox refuses: `status` 400 (not a request of ours) or 409 (already paid). */
export class SandboxError extends Error {
  readonly status: 400 | 409;

  constructor(status: 400 | 409, message: string) {
    super(message);
    this.status = status;
    this.name = 'SandboxError';
  }
}

export interface SandboxGateway extends CardGateway {
  kind: 'sandbox';
  /** How long an Awaited payment stays awaited in the status answers before it is Successful. */
  readonly awaitedSettleMs: number;
  /** The page's form post: checks the access code, decrypts the request, remembers the payment (first post wins). */
  open(encRequest: string, accessCode: string): SandboxTransaction;
  /** The `encResp` CCAvenue would post back for this outcome. */
  replyFor(transaction: SandboxTransaction, outcome: SandboxOutcome): string;
  /**
   * A button pressed: records its outcome (the first press is final; the same press again is harmless) and
   * returns where the reply goes. `orderNo`, when posted, must be the reply's order_id.
   */
  choose(encResp: string, orderNo?: string): { transaction: SandboxTransaction; target: string };
}

export interface SandboxOptions {
  /** How long an Awaited payment stays awaited in the status answers before it is Successful. */
  awaitedSettleMs?: number;
  /** Milliseconds since the epoch. */
  now?: () => number;
}

const madeUpNumber = (digits: number) =>
  String(randomInt(1, 10)) + Array.from({ length: digits - 1 }, () => randomInt(0, 10)).join('');

function requestField(fields: URLSearchParams, name: string): string {
  const value = fields.get(name)?.trim();
  if (!value) throw new SandboxError(400, `The request has no ${name}`);
  return value;
}

function absoluteUrl(fields: URLSearchParams, name: string): string {
  const value = requestField(fields, name);
  if (!URL.canParse(value) || !/^https?:$/.test(new URL(value).protocol)) {
    throw new SandboxError(400, `The request's ${name} is not an http(s) URL`);
  }
  return value;
}

export function sandboxGateway(options: SandboxOptions = {}): SandboxGateway {
  const awaitedSettleMs = options.awaitedSettleMs ?? DEFAULT_AWAITED_SETTLE_MS;
  const now = options.now ?? Date.now;
  const transactions = new Map<string, SandboxTransaction>();

  function open(encRequest: string, accessCode: string): SandboxTransaction {
    if (accessCode.trim() !== SANDBOX_ACCESS_CODE) {
      throw new SandboxError(400, "The access_code is not the sandbox's: post the form the server made");
    }
    let fields: URLSearchParams;
    try {
      fields = new URLSearchParams(decrypt(encRequest, SANDBOX_WORKING_KEY));
    } catch (error) {
      throw new SandboxError(
        400,
        `The encRequest does not decrypt with the sandbox's key: ${(error as Error).message}`,
      );
    }
    const paymentId = requestField(fields, 'order_id');
    const known = transactions.get(paymentId);
    if (known) return known;
    const amount = requestField(fields, 'amount');
    let amountPaise: number;
    try {
      amountPaise = parseRupees(amount);
    } catch (error) {
      throw new SandboxError(400, `The request's amount is wrong: ${(error as Error).message}`);
    }
    if (amountPaise <= 0) throw new SandboxError(400, "The request's amount is not positive");
    if (requestField(fields, 'currency') !== 'INR') throw new SandboxError(400, 'The sandbox takes INR only');
    const transaction: SandboxTransaction = {
      paymentId,
      amount,
      amountPaise,
      redirectUrl: absoluteUrl(fields, 'redirect_url'),
      cancelUrl: absoluteUrl(fields, 'cancel_url'),
      trackingId: madeUpNumber(12),
      bankRefNo: madeUpNumber(10),
      billing: {
        name: fields.get('billing_name') ?? '',
        email: fields.get('billing_email') ?? '',
        tel: fields.get('billing_tel') ?? '',
        country: fields.get('billing_country') ?? '',
      },
      outcome: null,
      chosenAt: null,
    };
    transactions.set(paymentId, transaction);
    for (const oldest of transactions.keys()) {
      if (transactions.size <= MAX_TRANSACTIONS) break;
      transactions.delete(oldest);
    }
    return transaction;
  }

  function replyFor(transaction: SandboxTransaction, outcome: SandboxOutcome): string {
    const paid = outcome === 'Success' || outcome === 'Awaited';
    const fields = new URLSearchParams({
      order_id: transaction.paymentId,
      tracking_id: transaction.trackingId,
      bank_ref_no: paid ? transaction.bankRefNo : '',
      order_status: outcome,
      failure_message: outcome === 'Failure' ? 'Transaction declined by the sandbox' : '',
      payment_mode: outcome === 'Aborted' ? 'null' : 'Credit Card',
      card_name: outcome === 'Aborted' ? 'null' : 'Visa',
      status_code: '',
      status_message: { Success: 'Approved', Failure: 'Declined', Aborted: 'Cancelled', Awaited: 'Awaited' }[outcome],
      currency: 'INR',
      amount: transaction.amount,
      billing_name: transaction.billing.name,
      billing_tel: transaction.billing.tel,
      billing_email: transaction.billing.email,
      billing_country: transaction.billing.country,
    });
    return encrypt(fields.toString(), SANDBOX_WORKING_KEY);
  }

  function choose(encResp: string, orderNo?: string): { transaction: SandboxTransaction; target: string } {
    let reply: ReturnType<typeof readCcavenueReply>;
    try {
      reply = readCcavenueReply(encResp, SANDBOX_WORKING_KEY);
    } catch (error) {
      throw new SandboxError(400, `The encResp does not decrypt with the sandbox's key: ${(error as Error).message}`);
    }
    if (orderNo !== undefined && orderNo !== reply.paymentId) {
      throw new SandboxError(400, "The orderNo is not the reply's order_id");
    }
    const outcome = SANDBOX_OUTCOMES.find((name) => name === reply.status);
    if (!outcome) throw new SandboxError(400, `The sandbox has no outcome ${reply.status}`);
    const transaction = transactions.get(reply.paymentId);
    if (!transaction) {
      throw new SandboxError(400, `The sandbox knows no payment ${reply.paymentId} (restarted?): start paying again`);
    }
    if (reply.amountPaise !== transaction.amountPaise) {
      throw new SandboxError(400, `The reply's amount is not the payment's`);
    }
    if (transaction.outcome && transaction.outcome !== outcome) {
      throw new SandboxError(409, `Payment ${transaction.paymentId} is already finished: ${transaction.outcome}`);
    }
    if (!transaction.outcome) {
      transaction.outcome = outcome;
      transaction.chosenAt = now();
    }
    return { transaction, target: outcome === 'Aborted' ? transaction.cancelUrl : transaction.redirectUrl };
  }

  return {
    kind: 'sandbox',
    awaitedSettleMs,
    form(request) {
      return {
        url: `${request.origin.replace(/\/+$/, '')}${SANDBOX_BASE}${TRANSACTION_PATH}`,
        encRequest: encrypt(merchantParams(SANDBOX_MERCHANT_ID, request), SANDBOX_WORKING_KEY),
        accessCode: SANDBOX_ACCESS_CODE,
      };
    },
    readReply: (encResp) => readCcavenueReply(encResp, SANDBOX_WORKING_KEY),
    /** Like the status API: Initiated until a button is pressed; Awaited turns Successful after `awaitedSettleMs`. */
    async status(paymentId): Promise<GatewayStatus> {
      const transaction = transactions.get(paymentId);
      if (!transaction) {
        throw new Error(`The sandbox gateway knows no payment ${paymentId}: never opened, or the server restarted`);
      }
      const { outcome, chosenAt } = transaction;
      const settled = outcome === 'Awaited' && chosenAt !== null && now() - chosenAt >= awaitedSettleMs;
      return {
        status: outcome === null ? 'Initiated' : settled ? 'Successful' : STATUS_AFTER[outcome],
        amountPaise: transaction.amountPaise,
        trackingId: transaction.trackingId,
      };
    },
    open,
    replyFor,
    choose,
  };
}

/** Is this the sandbox of this module (not merely a gateway of kind 'sandbox', like a test's fake)? */
export function isSandboxGateway(gateway: CardGateway | undefined): gateway is SandboxGateway {
  return gateway?.kind === 'sandbox' && 'open' in gateway && 'choose' in gateway && 'replyFor' in gateway;
}
