import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineCall, serverError } from '../../contract/messages.ts';
import { isServerRefusal, refusalMessage } from '../../machines/shared/failure.ts';
import { ApiError } from '../../src/api/client.ts';
import { checkOutletActive } from '../../src/api/outlets.ts';

/** The next reply every fetch gets. */
function replyWith(body: string, status: number, contentType: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { status, headers: { 'Content-Type': contentType } })),
  );
}

describe("the API client's refusals", () => {
  beforeEach(() => {
    vi.stubGlobal('localStorage', { getItem: () => null });
    // The shop's calls are relative to the page, which Node has not: they go to a page on localhost.
    const NodeRequest = Request;
    vi.stubGlobal(
      'Request',
      class PageRequest extends NodeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, 'http://localhost/') : input, init);
        }
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("carries the server's msg and status", async () => {
    replyWith(JSON.stringify({ error: 1, msg: 'Outlet not found', data: null }), 404, 'application/json');
    const refusal = await checkOutletActive('nowhere').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 404, message: 'Outlet not found' });
  });

  it("says a generic message for a reply without the envelope (a proxy's 502 page), never the request's URL", async () => {
    replyWith('<html><body>502 Bad Gateway</body></html>', 502, 'text/html');
    const refusal = await checkOutletActive('surat-adajan').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 502, message: serverError });
    expect((refusal as Error).message).not.toContain('http');
  });

  it('a call that could not go out says so when the device is offline, and stays a failure, not a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.stubGlobal('navigator', { onLine: false });
    const offline = await checkOutletActive('surat-adajan').catch((error: unknown) => error);
    expect(isServerRefusal(offline)).toBe(false);
    expect(refusalMessage(offline)).toBe(offlineCall);

    // Online, the network failed all the same (the server is down): the generic message.
    vi.stubGlobal('navigator', { onLine: true });
    const failed = await checkOutletActive('surat-adajan').catch((error: unknown) => error);
    expect(isServerRefusal(failed)).toBe(false);
    expect(refusalMessage(failed)).toBe(serverError);
  });
});
