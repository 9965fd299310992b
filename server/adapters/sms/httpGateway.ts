import type { SmsSender } from './sms.ts';

const TIMEOUT_MS = 10_000;

/**
 * An HTTP SMS gateway called with GET on a URL template: `{mobile}` and `{message}` are replaced by the
 * URL-encoded number and text (e.g. `https://sms.example/send?to=91{mobile}&text={message}&key=...`).
 */
export function httpGatewaySms(urlTemplate: string): SmsSender {
  return {
    kind: 'gateway',
    async send(mobile, text) {
      const url = urlTemplate
        .replaceAll('{mobile}', encodeURIComponent(mobile))
        .replaceAll('{message}', encodeURIComponent(text));
      const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      // The body is not read: it may echo the message, and the log must never hold a code.
      await response.body?.cancel();
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}
