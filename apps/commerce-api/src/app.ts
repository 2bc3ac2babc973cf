import { upstreamContract } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import express from 'express';
import helmet from 'helmet';
import { JSON_BODY_TYPES, jsonBodiesOnly } from '@pool/http-kit';
import { createCartService } from './carts/carts.service.js';
import { cartRouter } from './carts/carts.router.js';
import { createSignInCart } from './carts/sign-in-cart.js';
import { createCheckoutService } from './checkout/checkout.service.js';
import { checkoutRouter } from './checkout/checkout.router.js';
import { createTestProcessor } from './payments/test-processor.js';
import type { PaymentProvider } from './payments/provider.js';
import type Stripe from 'stripe';
import { stripeWebhookRouter } from './payments/stripe-provider.js';
import { cartLinesRouter } from './carts/line-kinds.router.js';
import { createCatalogService } from './catalog/catalog.service.js';
import { catalogRouter } from './catalog/catalog.router.js';
import { createCustomerService } from './customers/customers.service.js';
import { customerRouter } from './customers/customers.router.js';
import { createAccountAccessService } from './customers/account-access.service.js';
import { accountAccessRouter } from './customers/account-access.router.js';
import { createAccountService } from './customers/account.service.js';
import { accountRouter } from './customers/account.router.js';
import { contentRouter } from './content/content.router.js';
import { createSitemapService } from './content/sitemap.service.js';
import { createRedirectService } from './redirects/redirects.service.js';
import { createSubscriptionService } from './subscriptions/subscriptions.service.js';
import { pingDatabase, type Db } from './db/client.js';
import { useAccessLog } from './http/access-log.js';
import { errorHandler, notFoundHandler, validationErrorHandler } from './http/errors.js';
import { refuseNulText } from './http/nul-text.js';
import { healthRouter, metricsRouter } from './http/health.js';
import { openApiRouter } from './http/openapi.js';
import { requireServiceCaller } from './http/service-caller.js';
import { createMetrics, type Metrics } from './http/metrics.js';
import { imagesRouter } from './images/images.router.js';
import type { Logger } from './logger.js';
import type { SearchEngine } from './search/engine.js';
import { createSearchEngine } from './search/create-engine.js';
import { searchRouter } from './search/search.router.js';
import { warrantyRouter } from './catalog/warranty.js';
import { createViewedService, viewedRouter } from './catalog/viewed.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { createOutboxStore } from './mail/outbox.js';
import { mailRouter } from './mail/mail.router.js';
import { createEmailCartService } from './mail/email-cart.service.js';
import { createEmailProductService } from './mail/email-product.service.js';
import { DEFAULT_STORE_EMAIL } from './mail/templates/chat-request.js';
import { createStockNotificationService } from './stock-notifications/stock-notifications.service.js';
import { createDeliveryService } from './delivery/delivery.service.js';
import { deliveryRouter } from './delivery/delivery.router.js';
import { createQuoteService } from './quotes/quotes.service.js';
import { quotesRouter } from './quotes/quotes.router.js';
import { createPoolService } from './pools/pools.service.js';
import { poolsRouter } from './pools/pools.router.js';
import { photoBody } from './pools/photos.js';
import { createWaterTestPhotoService } from './pools/water-test-photos.service.js';
import { waterTestPhotosRouter } from './pools/water-test-photos.router.js';

/** The one route whose body is multipart (a strip photo as a file), not JSON. */
const MULTIPART_PHOTO_PATH = /^\/api\/pools\/[^/]+\/water-test-uploads$/;
import { createWaterCareService } from './water-care/water-care.service.js';
import { waterCareRouter } from './water-care/water-care.router.js';
import { createOrdersService } from './orders/orders.service.js';
import { ordersRouter } from './orders/orders.router.js';
import { createReturnService } from './returns/returns.service.js';
import { returnsRouter } from './returns/returns.router.js';
import { createSavedProductService } from './account-content/saved-products.service.js';
import { createRewardsService } from './account-content/rewards.service.js';
import { createReviewService } from './account-content/reviews.service.js';
import { reviewsRouter, rewardsRouter, savedProductsRouter } from './account-content/account-content.router.js';
import { createStaffService } from './staff/staff.service.js';
import { inProcessChangePublisher, type ChangePublisher } from './catalog/catalog-changes.js';
import { staffRouter } from './staff/staff.router.js';
import { createModerationService } from './moderation/moderation.service.js';
import { moderationRouter } from './moderation/moderation.router.js';
import { GUEST_PHOTO_RETENTION_DAYS } from './env.js';

export interface AppDeps {
  db: Db;
  logger: Logger;
  /** The clock, injectable so token expiry can be tested. */
  now?: () => Date;
  /**
   * The search engine; by default the one `db` calls for (createSearchEngine: PostgreSQL on a server,
   * the in-process index on PGlite), started at once and kept in sync.
   */
  search?: SearchEngine;
  /** The BFF's key (`x-service-key`): every route but the health probes requires it. */
  serviceKey: string;
  /** Metrics registry and middleware; by default a new one with the process's figures. */
  metrics?: Metrics;
  /** True while the start-up warm-up runs (main.ts): not ready yet. */
  warmingUp?: () => boolean;
  /** The card processor; by default the built-in test processor over `db`. */
  paymentProvider?: PaymentProvider;
  /** Stripe's webhook endpoint (`POST /webhooks/stripe`, signed, no service key) when Stripe is the processor. */
  stripeWebhook?: { stripe: Stripe; webhookSecret: string };
  /** How mail leaves (mail/mailer.ts); by default the outbox table, as when `SMTP_URL` is unset. */
  mailer?: Mailer;
  /** The storefront's public address for links in mail (`STOREFRONT_URL`). */
  storefrontUrl?: string;
  /** Where catalogue changes are announced (catalog/catalog-changes.ts); by default this process only. */
  changes?: ChangePublisher;
  /** Where shoppers' chat requests go (`STORE_EMAIL`). */
  storeEmail?: string;
  /** Days a water-test photo taken outside an account can be read (`GUEST_PHOTO_RETENTION_DAYS`, default 30). */
  guestPhotoRetentionDays?: number;
}

/** Builds the commerce-api express app. Never listens: main.ts does, tests drive it in-process. */
export function createApp({
  db, logger, now = () => new Date(), search, serviceKey, metrics = createMetrics(), warmingUp, storefrontUrl = 'http://localhost:3000', storeEmail = DEFAULT_STORE_EMAIL,
  mailer = createMailer({ from: 'Pool Supplies <no-reply@pool-supplies.test>', outbox: createOutboxStore(db), logger }), paymentProvider,
  stripeWebhook, guestPhotoRetentionDays = GUEST_PHOTO_RETENTION_DAYS, changes = inProcessChangePublisher(),
}: AppDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // No ETag hashed for every answer (Express's default: a SHA-1 of each JSON body, a typeahead
  // keystroke's too): the BFF never revalidates a JSON answer, each carries its Cache-Control. The
  // answers a client revalidates set their own (`etagOf`: the generated images, the OpenAPI document).
  app.set('etag', false);
  app.set('trust proxy', 'loopback');

  useAccessLog(app, logger);
  app.use(helmet({ crossOriginResourcePolicy: { policy: 'cross-origin' } }));
  app.use(metrics.middleware);

  const searchService = search ?? createSearchEngine(db, { logger });
  if (!search) searchService.start().catch((err: unknown) => logger.error({ err }, 'search engine start failed'));
  // Ready once the database answers, the search index is built (a probe waits at most 1.5 s for it)
  // and the start-up warm-up is over.
  const ready = async () => {
    await pingDatabase(db);
    if (!searchService.isReady()) {
      await Promise.race([searchService.whenReady(), new Promise((_resolve, reject) => {
        setTimeout(() => reject(new Error('the search index is still being built')), 1_500).unref();
      })]);
    }
    if (warmingUp?.()) throw new Error('warming up');
  };
  app.use(healthRouter(ready));
  // Stripe signs its calls (docs/decisions/0061): they carry no service key, and need the raw body.
  if (stripeWebhook) app.use(stripeWebhookRouter({ ...stripeWebhook, db, logger, now }));
  // Everything below answers only the BFF; strangers are refused before their body is even read.
  app.use(requireServiceCaller(serviceKey));
  // A strip photo may also come as a file (multipart/form-data): that route reads its own body.
  const guardJson = jsonBodiesOnly();
  app.use((req, res, next) => (MULTIPART_PHOTO_PATH.test(req.path) ? next() : guardJson(req, res, next)));
  // A pool or strip photo travels as base64 JSON (10 MB of image); every other body stays under 100 kB.
  app.post(['/api/pools/:id/photos', '/api/pools/:id/water-test-photos', '/api/pools/outside/water-test-photos'], photoBody());
  app.use(express.json({ limit: '100kb', type: JSON_BODY_TYPES }), refuseNulText());
  app.use(metricsRouter(metrics.registry));
  app.use(openApiRouter());
  app.use(imagesRouter(db));

  const s = initServer();
  const carts = createCartService(db, now, storefrontUrl);
  const deliveryService = createDeliveryService(db, now);
  const checkout = createCheckoutService({
    db, carts, payments: paymentProvider ?? createTestProcessor(db, { now }), now, logger, mailer, storefrontUrl, delivery: deliveryService,
  });
  const savedProducts = createSavedProductService(db);
  const customers = createCustomerService(db, now, savedProducts);
  const poolService = createPoolService(db, now);
  const reviewService = createReviewService(db, now);
  const router = s.router(upstreamContract, {
    catalog: catalogRouter(createCatalogService(db)),
    cart: cartRouter(carts),
    checkout: checkoutRouter(checkout),
    customer: customerRouter(customers, poolService),
    orders: ordersRouter(createOrdersService({ db, customers, checkout, now })),
    savedProducts: savedProductsRouter(customers, savedProducts),
    rewards: rewardsRouter(customers, createRewardsService({ db, shapeOrder: checkout.shapeOrder, mailer, storefrontUrl, logger })),
    reviews: reviewsRouter(customers, reviewService),
    waterTestPhotos: waterTestPhotosRouter(createWaterTestPhotoService({ db, pools: poolService, now, storefrontUrl, guestRetentionDays: guestPhotoRetentionDays }), customers),
    pools: poolsRouter(poolService, customers),
    accountAccess: accountAccessRouter(createAccountAccessService({ db, now, mailer, storefrontUrl, logger }), customers),
    account: accountRouter(createAccountService({ db, now, mailer, storefrontUrl, logger })),
    search: searchRouter(searchService),
    warranty: warrantyRouter(db),
    viewed: viewedRouter(createViewedService(db, now)),
    delivery: deliveryRouter(deliveryService),
    cartLines: cartLinesRouter(carts),
    quotes: quotesRouter(createQuoteService({ db, carts, accounts: customers, mailer, storefrontUrl, logger })),
    waterCare: waterCareRouter(createWaterCareService(db)),
    returns: returnsRouter(createReturnService({ db, now, mailer, storefrontUrl, logger })),
    staff: staffRouter(createStaffService(db, now, changes), createSignInCart(carts, now)),
    moderation: moderationRouter(createModerationService(db, reviewService, now)),
    content: contentRouter({
      subscriptions: createSubscriptionService(db),
      redirects: createRedirectService(db),
      sitemap: createSitemapService(db),
    }),
    mail: mailRouter({
      emailCart: createEmailCartService({ db, mailer, loadCart: carts.get, storefrontUrl, now }),
      emailProduct: createEmailProductService({ db, mailer, storefrontUrl, storeEmail, now }),
      stockNotifications: createStockNotificationService({ db, mailer, storefrontUrl, logger }),
    }),
  });
  createExpressEndpoints(upstreamContract, router, app, {
    responseValidation: false,
    logInitialization: false,
    jsonQuery: false,
    // ts-rest types req with the route's schema; the handler only needs a plain express request.
    requestValidationErrorHandler: (err, req, res, next) => validationErrorHandler(err, req as unknown as express.Request, res, next),
  });

  app.use(notFoundHandler);
  app.use(errorHandler);
  return app;
}
