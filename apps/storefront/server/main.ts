/**
 * The storefront's Express host: security headers (CSP with a per-request nonce), compression,
 * request ids and logs, the same-origin guard, the image proxy, static assets, and the Remix
 * request handler (Vite in middleware mode in development, the built server in production).
 */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { constants as zlibConstants } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createRequestHandler } from '@remix-run/express';
import type { ServerBuild } from '@remix-run/node';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import express from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { MAX_PHOTO_FORM_BYTES } from '@pool/api-contract';
import { redisPurgeFeed } from '@pool/http-kit/cache-purge';
import { accessLog, createExpressServer, loadServiceKey, memberAudienceValue, originHasHost, sameOriginGuard } from '@pool/http-kit';
import { CacheScope } from '../app/.server/cache-scope';
import { ShellRide } from '../app/.server/shell-ride';
import { env, paymentCsp } from '../app/.server/env';
import { logger } from '../app/.server/logger';
import { clientAddressOf, imagesProxy } from './images-proxy';
import { bodyLimits, PHOTO_UPLOAD_PATH } from './body-limits';
import { createStorefrontMetrics, listenForMetrics, measureRequests, readiness } from './ops';
import { pageCache } from './page-cache';
import { publicOrigin } from './public-origin';

const production = env.NODE_ENV === 'production';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The key the BFF expects; unset, the key file a process on this machine created first (the BFF, or
// this one). Both server/ and dist/ sit one level under apps/storefront, so the repo is two above.
const bffServiceKey = loadServiceKey('bff-service-key', {
  value: env.BFF_SERVICE_KEY,
  dir: env.SECRETS_DIR ?? path.resolve(root, '../../.data/secrets'),
});

const vite = production
  ? undefined
  : await import('vite').then((v) => v.createServer({ root, server: { middlewareMode: true } }));

const app = express();
app.disable('x-powered-by');
// Forwarded headers only from the configured proxies; a hop count or address list as Express takes it.
app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY);
app.use(publicOrigin(env.PUBLIC_ORIGIN));
app.set('strict routing', true);
const metrics = createStorefrontMetrics();
app.use(measureRequests(metrics));

if (production) {
  // Built chunks and styles, ahead of the request id and log (assets are never logged) and of the page
  // headers: a CSP, frame and HSTS policy applies to the document, and on each of a page's dozen
  // scripts it only cost a kilobyte of headers. A missing
  // chunk is a plain 404, not a rendered page. Chunks were compressed at build time (brotli and gzip
  // at their best settings, vite.config.ts) and are served as they are, never recompressed.
  const assets = expressStaticGzip(path.join(root, 'build/client/assets'), {
    enableBrotli: true,
    orderPreference: ['br', 'gzip'],
    index: false,
    // Names carry a content hash and never change: no validators (ETag, Last-Modified) to send or check,
    // and no byte ranges (a chunk is a few kilobytes, fetched whole).
    serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false, etag: false, lastModified: false, acceptRanges: false },
  });
  // Every header here is sent with each of a page's ten scripts (a phone's first load counts them).
  // The chunks are public code, so Cross-Origin-Resource-Policy would protect nothing; nosniff stays.
  app.use('/assets', (req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff');
    assets(req, res, next);
  });
}

// One line per request (http-kit's access log: no headers, they carry the session cookie), with the
// page cache's verdict; loaders log through a child bound to the request id, made on first use.
app.use(
  accessLog(logger, {
    ignore: (req) => Boolean(req.url?.startsWith('/assets/')),
    response: (res) => ({ statusCode: res.statusCode, pageCache: res.getHeader('x-page-cache') }),
  }),
);

app.use((_req, res, next) => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
});

// The card processor's browser side (docs/decisions/0061): the test processor's listener, or Stripe.js.
const payments = paymentCsp(env);
// A live chat provider's widget, when configured (docs/decisions/0070): its origin may run and connect.
const chat = env.CHAT_SCRIPT_URL ? [new URL(env.CHAT_SCRIPT_URL).origin] : [];
app.use(
  helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`, ...payments.script, ...chat],
        'img-src': ["'self'", 'data:'],
        ...(payments.frame.length + chat.length > 0 ? { 'frame-src': [...payments.frame, ...chat] } : {}),
        // Vite's dev client talks to its HMR websocket and evaluates modules.
        'connect-src': production ? ["'self'", ...payments.connect, ...chat] : ["'self'", 'ws:', ...payments.connect, ...chat],
        'upgrade-insecure-requests': null,
      },
    },
    // Assets and images are same-origin; keep the defaults otherwise (nosniff, frameguard, HSTS...).
    crossOriginEmbedderPolicy: false,
    // helmet's default (no-referrer) makes browsers send `Origin: null` on same-origin form posts.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  }),
);
// Brotli at quality 3 for rendered pages: a category page compresses in well under a millisecond, 6x
// less CPU than the middleware's default (quality 4) and gzip's level 6, and smaller than that gzip.
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 3 } } }));
// Host is pinned to PUBLIC_ORIGIN above, so an Origin on this host is the store's own.
app.use(sameOriginGuard((origin, req) => originHasHost(origin, req.get('host'))));
// Photo forms take a phone's photo (12 MB and the form); every other form FORM_BODY_LIMIT_KB.
app.use(bodyLimits({ maxBytes: env.FORM_BODY_LIMIT_KB * 1024, uploads: { path: PHOTO_UPLOAD_PATH, maxBytes: MAX_PHOTO_FORM_BYTES } }));
app.get('/images/*', imagesProxy(env.BFF_URL, env.BFF_TIMEOUT_MS, bffServiceKey, logger));

app.get('/healthz', (_req, res) => {
  res.set('cache-control', 'no-store').json({ status: 'ok' });
});
app.get('/readyz', readiness(env.BFF_URL, bffServiceKey));

if (vite) {
  app.use(vite.middlewares);
} else {
  // Only paths under what the client build holds: for every page, serve-static would otherwise cost
  // a failed file lookup (a syscall) before the page is rendered.
  const clientDir = path.join(root, 'build/client');
  const entries = readdirSync(clientDir, { withFileTypes: true }).filter((entry) => entry.name !== 'assets');
  const files = new Set(entries.filter((entry) => entry.isFile()).map((entry) => `/${entry.name}`));
  const dirs = entries.filter((entry) => entry.isDirectory()).map((entry) => `/${entry.name}/`);
  const servePublic = express.static(clientDir, { maxAge: '1h', index: false });
  app.use((req, res, next) => (files.has(req.path) || dirs.some((dir) => req.path.startsWith(dir)) ? servePublic(req, res, next) : next()));
}

const loadBuild = vite
  ? () => vite.ssrLoadModule('virtual:remix/server-build') as Promise<ServerBuild>
  : ((await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'build/server/index.js')).href)) as ServerBuild);

// Catalogue pages are the same for everyone of an audience: render once, serve from memory (a CDN's job).
const pages = pageCache({ maxSeconds: env.PAGE_CACHE_SECONDS, memberValue: memberAudienceValue(bffServiceKey) });
app.use(pages);
// Every copy drops the pages of a changed product within a moment of the change (docs/decisions/0068).
const stopPurges = env.REDIS_URL && env.PAGE_CACHE_SECONDS > 0
  ? await redisPurgeFeed(env.REDIS_URL, logger).subscribe((purge) => {
    logger.info({ tags: purge.tags.slice(0, 20), reason: purge.reason, dropped: pages.purgeTags(purge.tags) }, 'page cache purged');
  }).catch((err: unknown) => {
    logger.error({ err }, 'page cache purge feed failed; pages live their PAGE_CACHE_SECONDS');
    return undefined;
  })
  : undefined;

app.all(
  '*',
  createRequestHandler({
    build: loadBuild,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => {
      const cacheScope = new CacheScope();
      // The page cache reads the verdict once the response ends.
      res.locals.cacheScope = cacheScope;
      const requestId = req.id;
      let log: Logger | undefined;
      return {
        cspNonce: res.locals.cspNonce as string,
        requestId,
        // Most pages log nothing of their own: the child is made when a loader first logs.
        get log() {
          return (log ??= logger.child({ reqId: requestId }));
        },
        cacheScope,
        shellRide: new ShellRide(),
        clientAddress: clientAddressOf(req),
        bffServiceKey,
      };
    },
  }),
);

// Requests born with Express's prototypes: far less for every scavenge to copy (http-kit's createExpressServer).
const server = createExpressServer(app, {}, env.requestTimeouts).listen(env.PORT, env.HOST, () => {
  logger.info({ port: env.PORT, host: env.HOST, bff: env.BFF_URL, mode: env.NODE_ENV }, 'storefront listening');
});

const metricsServer = env.METRICS_PORT
  ? listenForMetrics(metrics, env.METRICS_PORT, env.METRICS_HOST, {
    onListening: () => logger.info({ port: env.METRICS_PORT, host: env.METRICS_HOST }, 'storefront metrics listening'),
    onError: (err) => logger.error({ err }, 'storefront metrics listener failed; the store goes on without it'),
  })
  : undefined;

function shutdown(signal: string) {
  logger.info({ signal }, 'shutting down');
  metricsServer?.close();
  void stopPurges?.();
  server.close(() => {
    void vite?.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.once('SIGTERM', () => shutdown('SIGTERM'));
process.once('SIGINT', () => shutdown('SIGINT'));
