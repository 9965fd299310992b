import type { MiddlewareHandler } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppDeps } from '../deps.ts';

const SELF = "'self'";
const NONE = "'none'";
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What a page loads as part of itself, by what the browser says it asks for (`Sec-Fetch-Dest`): its scripts, styles,
 * pictures, fonts, video and manifest. Not a document, a frame, a worker (whose policy is its script's: the map's and
 * the service worker's) or a call of the API (`empty`), nor a request that does not say.
 */
const SUBRESOURCES = new Set(['script', 'style', 'image', 'font', 'video', 'audio', 'track', 'manifest']);

/**
 * The headers of the pages, the workers and the API: scripts only from this server and none inline, no
 * framing, no MIME sniffing, the origin alone as referrer elsewhere, geolocation for this site only. Styles may be
 * inline: the toasts write a style element and the dialogs and the map set style attributes. The map's style server
 * (when one is configured) serves its tiles, glyphs and sprites; the payment form goes to the gateway's page.
 */
function documentHeaders({ gateway, mapStyleUrl }: Pick<AppDeps, 'gateway' | 'mapStyleUrl'>): MiddlewareHandler {
  const map = mapStyleUrl ? [new URL(mapStyleUrl).origin] : [];
  return secureHeaders({
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
      frameAncestors: [NONE],
      baseUri: [SELF],
      objectSrc: [NONE],
    },
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    strictTransportSecurity: false,
    permissionsPolicy: { geolocation: ['self'], camera: [], microphone: [], payment: [], usb: [] },
  });
}

/**
 * The headers of a file a page loads, which a browser reads only as what its type says (no sniffing) and only for
 * this site's pages (Cross-Origin-Resource-Policy). The rest of the documents' headers (framing, referrer, features,
 * the opener, the agent cluster) means nothing to a script, a style or a picture, and cost about 0.55 kB a file: the
 * menu loads some sixty. Should a cache hand these to a document (an SVG opened on its own), it runs nothing, loads
 * nothing and cannot be framed.
 */
const subresourceHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: [NONE], styleSrc: ["'unsafe-inline'"], frameAncestors: [NONE] },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/**
 * The headers every reply carries: a document's, a worker's and the API's (documentHeaders), or those of a file a page
 * loads (subresourceHeaders). HSTS only over TLS: a browser ignores it over plain HTTP. The API's replies are
 * not stored unless they say otherwise.
 */
export function securityHeaders(deps: Pick<AppDeps, 'gateway' | 'mapStyleUrl'>): MiddlewareHandler {
  const documents = documentHeaders(deps);
  return createMiddleware(async (c, next) => {
    const url = new URL(c.req.url);
    const destination = c.req.header('Sec-Fetch-Dest') ?? '';
    await (SUBRESOURCES.has(destination) ? subresourceHeaders : documents)(c, next);
    if (url.protocol === 'https:') c.header('Strict-Transport-Security', HSTS);
    // A reply of the API that says nothing of caching (a profile, a cart, an order, the staff's board, a session
    // token) is kept by no browser or proxy; the catalogue's replies say `no-cache` themselves.
    if (url.pathname.startsWith('/api/') && !c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
}
