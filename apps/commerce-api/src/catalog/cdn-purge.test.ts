import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CACHE_PURGE_CHANNEL, type CachePurge } from '@pool/api-contract';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { inProcessChangePublisher } from './catalog-changes.js';
import { withCdnPurge } from './cdn-purge.js';

/** A CDN's purge endpoint on loopback answering each post with the next status of `statuses`. */
async function cdn(statuses: number[]) {
  const received: { body: CachePurge; authorization: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      received.push({ body: JSON.parse(text) as CachePurge, authorization: req.headers.authorization });
      res.statusCode = statuses.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/purge`, received };
}
const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});
const logger = pino({ level: 'silent' });
const purge: CachePurge = { tags: ['product:7', 'category:pumps'], reason: 'price' };

describe('withCdnPurge', () => {
  it('publishes to the copies, then posts the tags to the CDN with its token', async () => {
    const { url, received } = await cdn([200]);
    const inner = inProcessChangePublisher();
    const heard: CachePurge[] = [];
    inner.emitter.on(CACHE_PURGE_CHANNEL, (p: CachePurge) => heard.push(p));
    const publisher = withCdnPurge(inner, { url, token: 'cdn-token-123', logger });
    await publisher.publish(purge);
    expect(heard).toEqual([purge]);
    await publisher.close();
    expect(received).toEqual([{ body: purge, authorization: 'Bearer cdn-token-123' }]);
  });

  it('tries a 503 and a 429 again, with backoff, until the CDN takes it', async () => {
    const { url, received } = await cdn([503, 429, 204]);
    const publisher = withCdnPurge(inProcessChangePublisher(), { url, logger, initialDelayMs: 10 });
    await publisher.publish(purge);
    await publisher.close();
    expect(received).toHaveLength(3);
    expect(received.every((r) => r.authorization === undefined)).toBe(true);
  });

  it('gives up on a 4xx at once, and after its attempts on a CDN that keeps failing, never rejecting', async () => {
    const refused = await cdn([403, 200]);
    const once = withCdnPurge(inProcessChangePublisher(), { url: refused.url, logger, initialDelayMs: 10 });
    await once.publish(purge);
    await once.close();
    expect(refused.received).toHaveLength(1);

    const down = await cdn([500, 500, 500, 500, 500, 500]);
    const tries = withCdnPurge(inProcessChangePublisher(), { url: down.url, logger, attempts: 3, initialDelayMs: 10 });
    await expect(tries.publish(purge)).resolves.toBeUndefined();
    await tries.close();
    expect(down.received).toHaveLength(3);
  });

  it('survives a CDN that is not there', async () => {
    const publisher = withCdnPurge(inProcessChangePublisher(), { url: 'http://127.0.0.1:9/purge', logger, attempts: 2, initialDelayMs: 10 });
    await expect(publisher.publish(purge)).resolves.toBeUndefined();
    await expect(publisher.close()).resolves.toBeUndefined();
  });
});
