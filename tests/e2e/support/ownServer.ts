import * as v from 'valibot';
import {
  DEV_SMS_PATH,
  LoginReplySchema,
  OutboxSchema,
  SessionReplySchema,
  SignInReplySchema,
} from '../../../contract/auth.ts';
import { API_BASE } from '../../../contract/constants.ts';
import { envelope } from '../../../contract/envelope.ts';
import { type RunningServer, startServer } from '../../../scripts/lib/serve.ts';

/** The outlet found for the device (Adajan, Surat): the menu the paths order from. */
export const STORE = 'surat-adajan';

export interface Call {
  address: string;
  bearer?: string;
  /** Form fields; a field given several times (addOns) is sent once per value. */
  fields?: [string, string][];
  method?: string;
}

/**
 * A server of the test file's own that trusts X-Forwarded-For, so each path is a client of its own.
 */
export class OwnServer {
  private constructor(private readonly server: RunningServer) {}

  static async start(): Promise<OwnServer> {
    return new OwnServer(await startServer({ CLOCK_START: '2026-11-20T19:30:00+05:30', TRUST_PROXY: '1' }));
  }

  get url(): string {
    return this.server.url;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** An API call as the browser makes it from `address`; the reply's data, or the server's refusal as an error. */
  async call<T extends v.GenericSchema>(
    path: string,
    schema: T,
    { address, bearer, fields, method = 'POST' }: Call,
  ): Promise<v.InferOutput<T>> {
    const headers: Record<string, string> = { 'X-Forwarded-For': address };
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const body = fields ? new URLSearchParams(fields) : undefined;
    const response = await fetch(`${this.url}${API_BASE}/${path}`, { method, headers, body });
    const reply = v.parse(envelope(v.unknown()), await response.json());
    if (!response.ok || reply.error === 1) throw new Error(`${path}: ${reply.msg}`);
    return v.parse(schema, reply.data);
  }

  /** The newest code the development outbox holds for the number. */
  async codeSentTo(mobile: string): Promise<string> {
    const response = await fetch(`${this.url}${DEV_SMS_PATH}?mobile_number=${mobile}`);
    const [newest] = v.parse(envelope(OutboxSchema), await response.json()).data;
    const code = newest?.text.match(/\b\d{4}\b/)?.[0];
    if (!code) throw new Error(`no code in the outbox for ${mobile}`);
    return code;
  }

  /**
   * Signs a new customer up and in through the API as the shop does (a code to the number, the sign-up ticket
   * its verification gives, then the form), with Adajan as their outlet; the session token. The number has just
   * been texted a code: the server sends it another only 30 s later.
   */
  async signIn(address: string, mobile: string): Promise<string> {
    const login = { address, fields: [['mobile_number', mobile]] satisfies [string, string][] };
    const { token: challenge } = await this.call('login', LoginReplySchema, login);
    const fields: [string, string][] = [
      ['otp', await this.codeSentTo(mobile)],
      ['storeId', STORE],
    ];
    const ticket = await this.call('login_verify', SignInReplySchema, { address, bearer: challenge, fields });
    const form: [string, string][] = [
      ['first_name', 'Meera'],
      ['email', 'meera@example.com'],
    ];
    const { token } = await this.call('register', SessionReplySchema, { address, bearer: ticket.token, fields: form });
    return token;
  }
}
