import { createHmac } from 'node:crypto';
import express, { type Express } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { CatalogReads } from './cache/catalog.reads.js';
import type { SwrCache } from './cache/swr-cache.js';
import { WarrantyReads } from './cache/warranty.reads.js';
import type { Clock } from './clock.js';
import { accessLog, JSON_BODY_TYPES, jsonBodiesOnly, originIn, sameOriginGuard } from '@pool/http-kit';
import { errorHandler, notFoundHandler } from './http/errors.js';
import type { Metrics } from './http/metrics.js';
import { clientAddress } from './http/client-address.js';
import { createLoginGuard, DEFAULT_LOGIN_LIMITS, type LoginLimits } from './http/login-guard.js';
import { rateLimitStores, type RateLimitStores } from './http/rate-limit-store.js';
import { DEFAULT_SHOPPER_LIMITS, shopperGuards, type ShopperLimits } from './http/shopper-limits.js';
import { requireServiceCaller } from './http/service-caller.js';
import { mountCartRoutes } from './routers/cart.router.js';
import { mountCheckoutRoutes } from './routers/checkout.router.js';
import { mountCartLineRoutes } from './routers/cart-lines.router.js';
import { mountCatalogRoutes } from './routers/catalog.router.js';
import { mountDeliveryRoutes } from './routers/delivery.router.js';
import { opsRouter } from './routers/ops.router.js';
import { createShellRead, mountShellRoutes } from './routers/shell.router.js';
import { mountSessionRoutes } from './routers/session.router.js';
import { mountAccountAccessRoutes } from './routers/account-access.router.js';
import { accountRequestGuards, DEFAULT_ACCOUNT_REQUEST_LIMITS, type AccountRequestLimits } from './http/account-request-limits.js';
import { mountSiteRoutes } from './routers/site.router.js';
import { mountMailRoutes } from './routers/mail.router.js';
import { mountQuoteRoutes } from './routers/quotes.router.js';
import { mountPoolRoutes, POOL_PHOTO_PATH } from './routers/pools.router.js';
import {
  DEFAULT_PHOTO_UPLOAD_LIMITS, mountWaterTestPhotoRoutes, PHOTO_TEST_PATHS, photoUploadLimits, type PhotoUploadLimits,
} from './routers/water-test-photos.router.js';
import { mountWaterCareRoutes } from './routers/water-care.router.js';
import { mountOrderRoutes } from './routers/orders.router.js';
import { mountReturnRoutes } from './routers/returns.router.js';
import { mountAccountContentRoutes } from './routers/account-content.router.js';
import { DEFAULT_ADMIN_URL, mountStaffRoutes, superviseActing } from './routers/staff.router.js';
import { mountModerationRoutes } from './routers/moderation.router.js';
import { mountAccountRoutes } from './routers/account.router.js';
import { ContentReads } from './cache/content.reads.js';
import { MAX_PHOTO_JSON_BYTES, type SiteConfig } from '@pool/api-contract';
import { sessionMiddleware } from './session/session-context.js';
import type { SessionStore } from './session/session-store.js';
import type { CommerceUpstream } from './upstreams/commerce.upstream.js';

export interface AppConfig {
  trustedOrigins: readonly string[];
  cookieSecure: boolean;
  /** Every session's absolute lifetime: the cookie's Max-Age (the server also ends idle sessions). */
  sessionAbsoluteDays: number;
  /** Fresh time of cached catalogue reads. */
  cacheFreshMs: number;
  /** Write requests per minute per session (or IP without one); the address and account limits are in {@link shopperLimits}. */
  writeLimitPerMinute: number;
  /** Sign-in failure limits (defaults: {@link DEFAULT_LOGIN_LIMITS}). */
  loginLimits?: Partial<LoginLimits>;
  /** Register, forgot, reset and login-link limits (defaults: {@link DEFAULT_ACCOUNT_REQUEST_LIMITS}). */
  accountRequestLimits?: Partial<AccountRequestLimits>;
  /**
   * Guessable lookups, writes, Email Cart, scan links and mail to others, per session, address, account
   * and target (defaults: `DEFAULT_SHOPPER_LIMITS`, http/shopper-limits.ts; docs/decisions/0051).
   */
  shopperLimits?: Partial<ShopperLimits>;
  /** Strip photo uploads per address and per account (defaults: `DEFAULT_PHOTO_UPLOAD_LIMITS`, routers/water-test-photos.router.ts). */
  photoUploadLimits?: Partial<PhotoUploadLimits>;
  /** Footer, help and legal data of the shell view (from the environment). */
  site: SiteConfig;
  /** The admin site staff edit links lead to (`ADMIN_URL`); default https://admin.poolsupplies.example. */
  adminUrl?: string;
  /** Check answers against the contract before sending them (default on; `VALIDATE_RESPONSES`). */
  validateResponses?: boolean;
  /**
   * The key the storefront presents (`x-service-key`): every route but the health probes requires it,
   * and only its bearer's `x-client-address` is believed.
   */
  serviceKey: string;
}

export interface AppDeps {
  logger: Logger;
  upstream: CommerceUpstream;
  sessions: SessionStore;
  cache: SwrCache;
  clock: Clock;
  metrics: Metrics;
  config: AppConfig;
  /** Rate-limit counters: in memory by default, in Redis when the BFF has one (`rateLimitStores`). */
  rateLimitStore?: RateLimitStores;
  /** How a slowed sign-in waits (tests record the delay instead). */
  sleep?: (ms: number) => Promise<void>;
  /** True while the start-up warm-up runs (`warm-up.ts`): `/readyz` answers 503. */
  warmingUp?: () => boolean;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The BFF as an Express app. Never listens: `main.ts` does, tests drive it in-process. */
export function createApp(deps: AppDeps): Express {
  const { logger, upstream, sessions, cache, clock, metrics, config } = deps;
  const stores = deps.rateLimitStore ?? rateLimitStores(undefined);
  const app = express();
  app.disable('x-powered-by');
  // No ETag computed for every answer (a SHA-1 of the body, 2% of a typeahead keystroke's CPU): the
  // storefront never revalidates a BFF answer, each carries its Cache-Control. The OpenAPI document,
  // fetched by other teams' generators, keeps the one made when it is built (ops.router.ts).
  app.set('etag', false);
  // No forwarded header is believed: the shopper's address comes only as the storefront's
  // x-client-address, with the service key (client-address.ts); otherwise it is the socket's peer.
  app.set('trust proxy', false);

  app.use(clientAddress(config.serviceKey));
  app.use(accessLog(logger, { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' }));
  app.use((req, res, next) => {
    const end = metrics.httpDuration.startTimer();
    res.on('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
      end({ route, method: req.method, status: String(res.statusCode) });
    });
    next();
  });
  app.use(helmet({ contentSecurityPolicy: { directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } } }));
  app.use(requireServiceCaller());

  app.use(opsRouter({ upstream, metrics, ...(deps.warmingUp ? { warmingUp: deps.warmingUp } : {}) }));

  app.use(sameOriginGuard(originIn(config.trustedOrigins)));
  app.use(sessionMiddleware(sessions, { secure: config.cookieSecure, maxAgeSeconds: Math.round(config.sessionAbsoluteDays * 86_400), serviceKey: config.serviceKey }));
  const guards = shopperGuards(stores, { ...DEFAULT_SHOPPER_LIMITS, writesPerSession: config.writeLimitPerMinute, ...config.shopperLimits });
  // Strip photo uploads are counted per address and account before their body (up to 16 MB) is read (0053).
  app.post(PHOTO_TEST_PATHS, photoUploadLimits(stores, { ...DEFAULT_PHOTO_UPLOAD_LIMITS, ...config.photoUploadLimits }));
  const jsonOnly = jsonBodiesOnly();
  const jsonBody = express.json({ limit: '32kb', type: JSON_BODY_TYPES });
  // A pool or strip photo is base64 JSON: 12 MB of image (commerce-api refuses more with its own message).
  const photoBody = express.json({ limit: MAX_PHOTO_JSON_BYTES, type: JSON_BODY_TYPES });
  // Only writes are limited and carry bodies: reads (a typeahead request per keystroke) skip both
  // middlewares instead of going through their async steps.
  app.use((req, res, next) => {
    if (!WRITE_METHODS.has(req.method)) return next();
    const body = POOL_PHOTO_PATH.test(req.path) ? photoBody : jsonBody;
    guards.writes(req, res, (error?: unknown) => (error ? next(error) : jsonOnly(req, res, () => body(req, res, next))));
  });
  // Acting as a customer: its expiry, and the audit of every write and of each read of the customer's
  // data (docs/decisions/0030, 0052).
  app.use(superviseActing(upstream.client, logger, clock));

  const reads = new CatalogReads(upstream.client, cache, config.cacheFreshMs);
  const { validateResponses = true } = config;
  // Every contract route is a layer of the app, tried in mount order until one matches: the reads of
  // every page view and keystroke (shell, catalogue and typeahead, product and content pages) come
  // first, right after the dozen middlewares, rather than behind the carts', checkout's and line kinds'
  // routes (docs/decisions/0040). No path of theirs is also another router's, so the order changes no
  // request's route.
  // The shell alone, and with a page read asked with `include=shell` (docs/decisions/0043).
  const shellRead = createShellRead({ reads, logger, site: config.site });
  mountShellRoutes(app, { reads, logger, site: config.site, shellRead, validateResponses });
  const warranty = new WarrantyReads(upstream.client, cache);
  mountCatalogRoutes(app, { client: upstream.client, reads, cache, warranty, clock, logger, metrics, shellRead, validateResponses });
  mountSiteRoutes(app, {
    client: upstream.client, reads, content: new ContentReads(upstream.client, cache, config.cacheFreshMs), warranty, clock, logger, site: config.site, shellRead,
    commerceFailing: () => upstream.http.breakerState('catalog') !== 'closed', validateResponses,
  });
  mountCartRoutes(app, { client: upstream.client, clock, validateResponses });
  mountCheckoutRoutes(app, { client: upstream.client, guards, validateResponses });
  mountCartLineRoutes(app, { client: upstream.client, clock, validateResponses });
  const loginGuard = createLoginGuard({
    limits: { ...DEFAULT_LOGIN_LIMITS, ...config.loginLimits },
    store: stores,
    secret: createHmac('sha256', config.serviceKey).update('login-device/v1').digest('base64url'),
    cookieSecure: config.cookieSecure,
    ...(deps.sleep ? { sleep: deps.sleep } : {}),
  });
  mountSessionRoutes(app, { client: upstream.client, logger, loginGuard, clock, adminUrl: config.adminUrl ?? DEFAULT_ADMIN_URL, validateResponses });
  mountAccountAccessRoutes(app, {
    client: upstream.client, loginGuard, logger, validateResponses,
    guards: accountRequestGuards({ limits: { ...DEFAULT_ACCOUNT_REQUEST_LIMITS, ...config.accountRequestLimits }, stores, loginGuard }),
  });
  mountMailRoutes(app, { client: upstream.client, guards, validateResponses });
  mountDeliveryRoutes(app, { client: upstream.client, clock, validateResponses });
  mountQuoteRoutes(app, { client: upstream.client, clock, guards, validateResponses });
  mountPoolRoutes(app, { client: upstream.client, clock, validateResponses });
  mountWaterTestPhotoRoutes(app, { client: upstream.client, guards, validateResponses });
  mountWaterCareRoutes(app, { client: upstream.client, clock, validateResponses });
  mountOrderRoutes(app, { client: upstream.client, clock, guards, validateResponses });
  mountReturnRoutes(app, { client: upstream.client, guards, validateResponses });
  mountAccountContentRoutes(app, { client: upstream.client, clock, validateResponses });
  mountStaffRoutes(app, { client: upstream.client, logger, adminUrl: config.adminUrl ?? DEFAULT_ADMIN_URL, clock, validateResponses });
  mountModerationRoutes(app, { client: upstream.client, validateResponses });
  mountAccountRoutes(app, { client: upstream.client, validateResponses });

  app.use(notFoundHandler);
  app.use(errorHandler(logger));
  return app;
}
