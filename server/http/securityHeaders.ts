import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from '../deps.ts';

const SELF = "'self'";
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The headers every reply carries: scripts only from this server and none inline, no framing, no MIME
 * sniffing, the origin alone as referrer elsewhere, geolocation for this site only. Styles may be inline:
 * the toasts write a style element and the dialogs and the map set style attributes. The map's style
 * server (when one is configured) serves its tiles, glyphs and sprites; the payment form goes to the
 * gateway's page. HSTS only over TLS: a browser ignores it over plain HTTP. The API's replies are not stored
 * unless they say otherwise.
 */
export function securityHeaders({ gateway, mapStyleUrl }: Pick<AppDeps, 'gateway' | 'mapStyleUrl'>): MiddlewareHandler {
  const map = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  const headers = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [SELF],
      scriptSrc: [SELF],
      styleSrc: [SELF, "'unsafe-inline'"],
      imgSrc: [SELF, 'data:', 'blob:', ...map],
      fontSrc: [SELF, 'data:', ...map],
      connectSrc: [SELF, ...map],
      // maplibre-gl runs its workers from blob: URLs; the service worker is this server's.
      workerSrc: [SELF, 'blob:'],
      manifestSrc: [SELF],
      formAction: [SELF, ...(gateway.formOrigin ? [gateway.formOrigin] : [])],
      frameAncestors: ["'none'"],
      baseUri: [SELF],
      objectSrc: ["'none'"],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [], payment: [], usb: [] },
  });
  return createMiddleware(async (c, next) => {
    await headers(c, next);
    const url = new URL(c.req.url);
    if (url.protocol === 'https:') c.header('Strict-Transport-Security', HSTS);
    // A reply of the API that says nothing of caching (a profile, a cart, an order, the staff's board, a session
    // token) is kept by no browser or proxy; the catalogue's replies say `no-cache` themselves.
    if (url.pathname.startsWith('/api/') && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}
