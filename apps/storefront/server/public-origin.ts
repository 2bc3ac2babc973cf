import type { RequestHandler } from 'express';

/**
 * Pins every request to the store's configured public origin before anything reads it. Remix builds
 * `request.url` from the Host (and X-Forwarded-Host) header, and loaders make canonical links, og:url,
 * JSON-LD, robots.txt and the sitemap absolute on that URL's origin: taken from the request, one
 * `Host: evil.example` would write another site's name into a page that the page cache then serves to
 * every guest. The origin is configuration (`PUBLIC_ORIGIN`), never request data.
 *
 * @example
 * ```ts
 * app.use(publicOrigin('https://shop.example.com'));
 * ```
 */
export function publicOrigin(origin: string): RequestHandler {
  const url = new URL(origin);
  const protocol = url.protocol.slice(0, -1);
  return (req, _res, next) => {
    req.headers.host = url.host;
    delete req.headers['x-forwarded-host'];
    // Express derives these from headers (X-Forwarded-Proto and -Host from trusted proxies); the
    // adapter that builds Remix's Request reads them, so they answer the configured origin too.
    Object.defineProperty(req, 'protocol', { value: protocol, configurable: true, enumerable: true });
    Object.defineProperty(req, 'hostname', { value: url.hostname, configurable: true, enumerable: true });
    next();
  };
}
