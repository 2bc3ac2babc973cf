import { gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { memberAudienceValue } from '@pool/http-kit';
import { isShareableRequest, pageCache, PURGE_SETTLE_MS } from './page-cache';

const MEMBER = memberAudienceValue('test-key');

const PUBLIC = 'public, max-age=60, stale-while-revalidate=600';

/** An app like the storefront host: a nonce per response, then the cache, then a counting renderer. */
function appWith(options: { maxSeconds?: number; now?: () => number; compress?: boolean } = {}, render?: (req: express.Request, res: express.Response) => void) {
  let renders = 0;
  let nonces = 0;
  const app = express();
  app.use((_req, res, next) => {
    nonces += 1;
    res.locals.cspNonce = `nonce${nonces}`;
    next();
  });
  // The host compresses before the cache, which sees (and keeps) the plain page.
  if (options.compress) app.use(compression({ threshold: 0 }));
  app.use(pageCache({ maxSeconds: options.maxSeconds ?? 30, memberValue: MEMBER, now: options.now }));
  app.all('*', (req, res) => {
    renders += 1;
    if (render) return render(req, res);
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', PUBLIC);
    // Streamed in two writes, like React's pipeable stream.
    res.write(`<html><script nonce="${res.locals.cspNonce as string}">1</script>`);
    res.end(`<p>render ${renders} of ${req.originalUrl}</p></html>`);
  });
  return { app, renders: () => renders };
}

describe('pageCache', () => {
  it('renders a public page once and serves it again with this response’s nonce', async () => {
    const { app, renders } = appWith();
    const first = await request(app).get('/category/pumps.html');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(first.text).toContain('nonce="nonce1"');
    const second = await request(app).get('/category/pumps.html');
    expect(second.status).toBe(200);
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['cache-control']).toBe(PUBLIC);
    expect(second.headers['content-type']).toContain('text/html');
    expect(second.text).toContain('render 1 of /category/pumps.html');
    expect(second.text).toContain('nonce="nonce2"');
    expect(second.text).not.toContain('nonce1');
    expect(renders()).toBe(1);
  });

  it('answers a hit gzipped when the client takes gzip, plain otherwise, and stores no encoded page', async () => {
    const { app, renders } = appWith({ compress: true });
    const first = await request(app).get('/category/pumps.html').set('accept-encoding', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip'); // compressed by the middleware, kept plain
    const gzipped = await request(app).get('/category/pumps.html').set('accept-encoding', 'gzip, deflate, br');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gzipped.text).toBe('<html><script nonce="nonce2">1</script><p>render 1 of /category/pumps.html</p></html>');
    const plain = await request(app).get('/category/pumps.html').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('<html><script nonce="nonce3">1</script><p>render 1 of /category/pumps.html</p></html>');
    expect(renders()).toBe(1);

    // A renderer that answers an already encoded body is passed through, not kept.
    const encoded = appWith({}, (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('cache-control', PUBLIC);
      res.setHeader('content-encoding', 'gzip');
      res.end(gzipSync('<p>encoded</p>'));
    });
    expect((await request(encoded.app).get('/x')).text).toBe('<p>encoded</p>');
    expect((await request(encoded.app).get('/x')).headers['x-page-cache']).toBe('miss');
    expect(encoded.renders()).toBe(2);
  });

  it('keys on the whole URL, query included', async () => {
    const { app, renders } = appWith();
    await request(app).get('/category/pumps.html?page=2');
    const other = await request(app).get('/category/pumps.html?page=3');
    expect(other.text).toContain('page=3');
    expect(renders()).toBe(2);
  });

  it('keeps one page per audience, whatever else the shopper has (a session, a cart)', async () => {
    const { app, renders } = appWith();
    await request(app).get('/');
    // A guest with a session (a cart) gets the guests' page: it holds nothing of theirs.
    const withSession = await request(app).get('/').set('cookie', 'theme=dark; session_id=abc');
    expect(withSession.headers['x-page-cache']).toBe('hit');
    // Signed-in customers have their own copy, shared by all of them.
    const member = await request(app).get('/').set('cookie', `session_id=m1; signed_in=${MEMBER}`);
    expect(member.headers['x-page-cache']).toBe('miss');
    expect(member.text).toContain('render 2');
    const otherMember = await request(app).get('/').set('cookie', `session_id=m2; signed_in=${MEMBER}`);
    expect(otherMember.headers['x-page-cache']).toBe('hit');
    expect(otherMember.text).toContain('render 2');
    // A made-up audience cookie is a guest's.
    const madeUp = await request(app).get('/').set('cookie', 'signed_in=1');
    expect(madeUp.text).toContain('render 1');
    const withAuth = await request(app).get('/').set('authorization', 'Bearer x');
    expect(withAuth.headers['x-page-cache']).toBeUndefined();
    expect(withAuth.text).toContain('render 3');
    expect(renders()).toBe(3);
  });

  it('does not store private pages, errors, pages that set cookies, or non-HTML answers', async () => {
    const cases: Array<[string, (res: express.Response) => void]> = [
      ['private', (res) => res.set('cache-control', 'private, no-store').type('html').send('x')],
      ['no cache-control', (res) => res.type('html').send('x')],
      ['404', (res) => res.status(404).set('cache-control', PUBLIC).type('html').send('x')],
      ['cookie', (res) => res.set('cache-control', PUBLIC).cookie('session_id', 'new').type('html').send('x')],
      ['json', (res) => res.set('cache-control', PUBLIC).json({ a: 1 })],
      ['no-store', (res) => res.set('cache-control', 'public, no-store, max-age=60').type('html').send('x')],
      ['max-age=0', (res) => res.set('cache-control', 'public, max-age=0').type('html').send('x')],
      ['scope turned private', (res) => {
        res.locals.cacheScope = { shared: false };
        res.set('cache-control', PUBLIC).type('html').send('x');
      }],
    ];
    for (const [name, answer] of cases) {
      const { app, renders } = appWith({}, (_req, res) => answer(res));
      await request(app).get('/p');
      await request(app).get('/p');
      expect(renders(), name).toBe(2);
    }
  });

  it('expires entries after the shorter of the page’s max-age and its own limit', async () => {
    let clock = 1_000_000;
    const { app, renders } = appWith({ maxSeconds: 30, now: () => clock });
    await request(app).get('/');
    clock += 29_000;
    const fresh = await request(app).get('/');
    expect(fresh.headers['x-page-cache']).toBe('hit');
    expect(fresh.headers.age).toBe('29');
    clock += 2_000;
    const expired = await request(app).get('/');
    expect(expired.headers['x-page-cache']).toBe('miss');
    expect(renders()).toBe(2);
  });

  it('is off with maxSeconds 0', async () => {
    const { app, renders } = appWith({ maxSeconds: 0 });
    await request(app).get('/');
    const again = await request(app).get('/');
    expect(again.headers['x-page-cache']).toBeUndefined();
    expect(renders()).toBe(2);
  });

  it('passes writes, HEAD and data requests through untouched', async () => {
    const { app, renders } = appWith();
    await request(app).post('/cart').send('a=1');
    await request(app).post('/cart').send('a=1');
    await request(app).head('/');
    await request(app).head('/');
    await request(app).get('/category/pumps.html.data');
    await request(app).get('/category/pumps.html.data');
    expect(renders()).toBe(6);
  });
});

describe('isShareableRequest', () => {
  const req = (method: string, url: string, headers: Record<string, string> = {}) => ({ method, path: url.split('?')[0]!, url, headers });
  it('accepts a GET of a document without credentials only', () => {
    expect(isShareableRequest(req('GET', '/x.html'))).toBe(true);
    expect(isShareableRequest(req('POST', '/cart'))).toBe(false);
    expect(isShareableRequest(req('GET', '/x.html', { cookie: 'session_id=1' }))).toBe(true);
    expect(isShareableRequest(req('GET', '/x.html', { authorization: 'Basic eDp5' }))).toBe(false);
    expect(isShareableRequest(req('GET', '/_root.data'))).toBe(false);
  });

  it("never shares a 'Fits my pool' listing (one customer's parts: docs/decisions/0032)", () => {
    expect(isShareableRequest(req('GET', '/search?query=seal&fits=mine'))).toBe(false);
    expect(isShareableRequest(req('GET', '/category/parts.html?fits=mine&page=2'))).toBe(false);
    expect(isShareableRequest(req('GET', '/search?query=fits'))).toBe(true);
  });

  it('never answers a page a toast waits for from the shared copy (docs/decisions/0070)', () => {
    expect(isShareableRequest(req('GET', '/', { cookie: 'session_id=1; flash=e.Failed%20to%20logout.' }))).toBe(false);
    expect(isShareableRequest(req('GET', '/', { cookie: 'flash=' }))).toBe(true);
  });
});

describe('pageCache purge by tag (docs/decisions/0068)', () => {
  /** Pages tagged as the storefront tags them: `/p{id}` shows product {id} in category pumps. */
  function tagged(clock: { now: number }) {
    let renders = 0;
    const cache = pageCache({ maxSeconds: 30, memberValue: MEMBER, now: () => clock.now });
    const app = express();
    app.use((_req, res, next) => {
      res.locals.cspNonce = 'n';
      next();
    });
    app.use(cache);
    app.get('*', (req, res) => {
      renders += 1;
      res.setHeader('content-type', 'text/html');
      res.setHeader('cache-control', PUBLIC);
      const id = req.path.slice(2);
      res.setHeader('cache-tag', req.path === '/category' ? 'category:pumps product:1 product:2' : `product:${id} category:pumps`);
      res.end(`<p>render ${renders}</p>`);
    });
    return { app, cache, renders: () => renders };
  }
  const state = (app: express.Express, path: string) => request(app).get(path).then((res) => res.headers['x-page-cache']);

  it('drops every page of a purged tag, in every audience, and keeps the others', async () => {
    const clock = { now: 1_000_000 };
    const { app, cache } = tagged(clock);
    for (const path of ['/p1', '/p2', '/category']) await request(app).get(path);
    await request(app).get('/p1').set('cookie', `signed_in=${MEMBER}`);
    const hit = await request(app).get('/p1');
    expect(hit.headers['x-page-cache']).toBe('hit');
    expect(hit.headers['cache-tag']).toBe('product:1 category:pumps');
    expect(hit.headers['surrogate-key']).toBe('product:1 category:pumps');
    clock.now += 5_000;
    expect(cache.purgeTags(['product:1'])).toBe(3); // /p1 for guests and members, and the category listing it is on
    clock.now += PURGE_SETTLE_MS + 1;
    expect(await state(app, '/p2')).toBe('hit');
    expect(await state(app, '/p1')).toBe('miss');
    expect(await state(app, '/category')).toBe('miss');
    expect(await state(app, '/p1')).toBe('hit'); // rendered again after the purge settled: kept
    expect(cache.purgeTags(['category:pumps'])).toBe(3);
    expect(cache.purgeTags(['product:999'])).toBe(0);
  });

  it('does not keep a page rendered within the settle time after a purge of its tags', async () => {
    const clock = { now: 2_000_000 };
    const { app, cache, renders } = tagged(clock);
    cache.purgeTags(['product:7']);
    clock.now += PURGE_SETTLE_MS / 2;
    expect(await state(app, '/p7')).toBe('miss');
    expect(await state(app, '/p7')).toBe('miss');
    expect(await state(app, '/p8')).toBe('miss');
    expect(await state(app, '/p8')).toBe('hit');
    clock.now += PURGE_SETTLE_MS;
    await request(app).get('/p7');
    expect(await state(app, '/p7')).toBe('hit');
    expect(renders()).toBe(4);
  });

  it('is a no-op when the cache is off', () => {
    expect(pageCache({ maxSeconds: 0, memberValue: MEMBER }).purgeTags(['product:1'])).toBe(0);
  });
});
