import type * as v from 'valibot';
import { type RunningServer, startServer } from '../../../scripts/lib/serve.ts';
import { type Call, callApi, codeTextedTo, signUpThroughApi } from './api.ts';

/** The outlet found for the device (Adajan, Surat): the menu the paths order from. */
export const STORE = 'surat-adajan';

/**
 * A server of the test file's own that trusts X-Forwarded-For, so each path is a client of its own.
 */
export class OwnServer {
  private readonly server: RunningServer;

  private constructor(server: RunningServer) {
    this.server = server;
  }

  /** Its clock starts at `clockStart`: by default a Friday evening in Surat, the outlets open. */
  static async start(clockStart = '2026-11-20T19:30:00+05:30'): Promise<OwnServer> {
    return new OwnServer(await startServer({ CLOCK_START: clockStart, TRUST_PROXY: '1' }));
  }

  get url(): string {
    return this.server.url;
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  /** An API call as the browser makes it from `address`; the reply's data, or the server's refusal as an error. */
  call<T extends v.GenericSchema>(path: string, schema: T, call: Call): Promise<v.InferOutput<T>> {
    return callApi(this.url, path, schema, call);
  }

  /** The newest code the development outbox holds for the number. */
  codeSentTo(mobile: string): Promise<string> {
    return codeTextedTo(this.url, mobile);
  }

  /** A new customer signed up and in from `address`, with Adajan as their outlet: signUpThroughApi's session token. */
  signIn(address: string, mobile: string): Promise<string> {
    return signUpThroughApi(this.url, { address, mobile, storeId: STORE, name: 'Meera' });
  }
}
