import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  type CardGateway,
  type GatewayReply,
  GatewayReplyError,
  type GatewayRequest,
  type GatewayStatus,
} from '../../../server/adapters/gateway/gateway.ts';

export const FAKE_GATEWAY_URL = 'https://gateway.test/transaction';
export const FAKE_ACCESS_CODE = 'AVFAKE00ACCESS';
const KEY = 'fake working key';

const sign = (body: string) => createHmac('sha256', KEY).update(body).digest('base64url');

/** The fake's "encryption": base64url JSON and an HMAC of it, so a changed character is noticed like a bad AES block. */
function seal(value: unknown): string {
  const body = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${body}.${sign(body)}`;
}

function unseal(sealed: string): unknown {
  const [body, mac, ...rest] = sealed.split('.');
  if (!body || !mac || rest.length > 0) throw new GatewayReplyError('not a sealed reply');
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new GatewayReplyError('the reply does not decrypt with our key');
  }
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
}

export interface FakeGateway extends CardGateway {
  /** Every payment request the app made, oldest first. */
  requests: GatewayRequest[];
  /** An `encResp` as the gateway would post it: the payment's reply, with any field changed. */
  reply(paymentId: string, fields: Partial<Omit<GatewayReply, 'paymentId'>> & { status: string }): string;
  /**
   * What the status API answers per payment: a status, or an Error to reject with. Payments not named
   * answer null while `statusApi` is false (no status API configured), else reject.
   */
  statuses: Map<string, GatewayStatus | Error>;
  statusApi: boolean;
  /** How often `status` was asked, per payment. */
  statusCalls: Map<string, number>;
}

/** A stand-in card gateway: the real adapters' crypto is their own tests' business. */
export function fakeGateway(): FakeGateway {
  const requests: GatewayRequest[] = [];
  const statuses = new Map<string, GatewayStatus | Error>();
  const statusCalls = new Map<string, number>();
  const gateway: FakeGateway = {
    kind: 'sandbox',
    requests,
    statuses,
    statusCalls,
    statusApi: false,
    form(request) {
      requests.push(request);
      return { url: FAKE_GATEWAY_URL, encRequest: seal(request), accessCode: FAKE_ACCESS_CODE };
    },
    readReply(encResp) {
      let reply: unknown;
      try {
        reply = unseal(encResp);
      } catch (error) {
        if (error instanceof GatewayReplyError) throw error;
        throw new GatewayReplyError('the reply is garbled');
      }
      return reply as GatewayReply;
    },
    async status(paymentId) {
      statusCalls.set(paymentId, (statusCalls.get(paymentId) ?? 0) + 1);
      const answer = statuses.get(paymentId);
      if (answer instanceof Error) throw answer;
      if (answer) return answer;
      if (gateway.statusApi) throw new Error('the status API does not know this payment');
      return null;
    },
    reply(paymentId, fields) {
      const request = requests.findLast((each) => each.paymentId === paymentId);
      const reply: GatewayReply = {
        paymentId,
        trackingId: `TRK${paymentId.slice(-8)}`,
        amountPaise: request?.amountPaise ?? 0,
        currency: 'INR',
        ...fields,
      };
      return seal(reply);
    },
  };
  return gateway;
}
