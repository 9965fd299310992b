import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { DEV_SMS_PATH } from '../contract/auth.ts';
import { API_BASE } from '../contract/constants.ts';
import { POS_API_BASE, STAFF_API_BASE } from '../contract/staff.ts';
import { isSandboxGateway, SANDBOX_BASE } from './adapters/gateway/sandbox.ts';
import type { AppDeps } from './deps.ts';
import { bodySizeLimit } from './http/bodySizeLimit.ts';
import { clientFiles } from './http/clientFiles.ts';
import { handleError, handleNotFound } from './http/errors.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { liveHub } from './live/liveHub.ts';
import { apiReference, REFERENCE_BASE } from './openapi/reference.ts';
import { addressRoutes } from './routes/addresses.ts';
import { authRoutes } from './routes/auth.ts';
import { cartRoutes } from './routes/cart.ts';
import { contentRoutes } from './routes/content.ts';
import { contentPageRoutes } from './routes/contentPages.ts';
import { devSmsRoutes } from './routes/devSms.ts';
import { feedbackRoutes } from './routes/feedback.ts';
import { mapRoutes } from './routes/map.ts';
import { menuRoutes } from './routes/menu.ts';
import { offerRoutes } from './routes/offers.ts';
import { checkoutRoutes, orderRoutes } from './routes/orders.ts';
import { outletFinderRoutes, outletRoutes } from './routes/outlets.ts';
import { gatewayReturnRoutes, paymentRoutes } from './routes/payments.ts';
import { posRoutes } from './routes/pos.ts';
import { profileRoutes } from './routes/profile.ts';
import { sandboxGatewayRoutes } from './routes/sandboxGateway.ts';
import { staffRoutes } from './routes/staff.ts';
import { storeListRoutes, storeRoutes } from './routes/stores.ts';
import { walletRoutes } from './routes/wallet.ts';
import { wishlistRoutes } from './routes/wishlist.ts';

const DEFAULT_CLIENT_DIR = fileURLToPath(new URL('../dist/client', import.meta.url));
const MAX_BODY_BYTES = 64 * 1024;
const limitBody = bodySizeLimit(MAX_BODY_BYTES);
const DEV_API_BASE = DEV_SMS_PATH.slice(0, DEV_SMS_PATH.lastIndexOf('/'));

/** The whole HTTP application: the API under /api/v1/user and the single-page app around it. */
export function createApp(given: AppDeps) {
  const deps = { ...given, live: given.live ?? liveHub(given.db) };
  // Sub-apps whose spec paths share a prefix are mounted under it. The spec's other paths are flat
  // (`/add_to_cart`, `/login`, ...), so their sub-apps sit at the API's base: none of them registers
  // middleware (`use`), so nothing one of them adds can reach another's paths; each route names its own
  // (session, validation).
  const api = new Hono()
    .use(limitBody)
    .route('/', outletFinderRoutes(deps))
    .route('/outlet', outletRoutes(deps))
    .route('/', menuRoutes(deps))
    .route('/', contentRoutes(deps))
    .route('/', contentPageRoutes(deps))
    .route('/', storeListRoutes(deps))
    .route('/store', storeRoutes(deps))
    .route('/', feedbackRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', profileRoutes(deps))
    .route('/', cartRoutes(deps))
    .route('/', offerRoutes(deps))
    .route('/', checkoutRoutes(deps))
    .route('/order', orderRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/transaction', gatewayReturnRoutes(deps))
    .route('/', walletRoutes(deps))
    .route('/', wishlistRoutes(deps))
    .route('/', addressRoutes(deps))
    .route('/map', mapRoutes(deps));

  // compress() compresses what comes without a Content-Encoding as it goes (gzip or deflate: hono/compress has no
  // brotli): the API's envelopes over 64 KB and the other replies. The client's files were compressed at build, the
  // smaller envelopes by server/http/reply.ts; they carry their Content-Encoding (or a length under 1 KB), which it
  // leaves alone.
  const app = new Hono()
    .use(securityHeaders(deps))
    .use(compress())
    .route(API_BASE, api)
    .use(`${STAFF_API_BASE}/*`, limitBody)
    .route(STAFF_API_BASE, staffRoutes(deps))
    .use(`${POS_API_BASE}/*`, limitBody)
    .route(POS_API_BASE, posRoutes(deps));
  if (deps.sms.kind === 'outbox') app.route(DEV_API_BASE, devSmsRoutes(deps));
  if (isSandboxGateway(deps.gateway)) app.route(SANDBOX_BASE, sandboxGatewayRoutes(deps.gateway));
  app.route(REFERENCE_BASE, apiReference(app));
  return app
    .all('/api/*', handleNotFound)
    .route('/', clientFiles(deps.clientDir ?? DEFAULT_CLIENT_DIR))
    .notFound(handleNotFound)
    .onError(handleError);
}
