import { request as httpRequest, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestContext } from '../test/test-app.js';
import { createMailer } from './mailer.js';
import { createOutboxStore, type OutboxStore } from './outbox.js';
import { startOutboxListener } from './outbox-listener.js';

/** The outbox listener over real HTTP on a free loopback port, reading a real (PGlite or PostgreSQL) outbox table. */
const ctx = useTestContext(50);
let outbox: OutboxStore;
let server: Server;
let base: string;
const silent = pino({ level: 'silent' });

/** A port nothing listens on right now (OUTBOX_PORT=0 means no listener, so the tests pick one). */
async function freePort(): Promise<number> {
  const probe = createNetServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

beforeAll(async () => {
  outbox = createOutboxStore(ctx.db);
  const started = await startOutboxListener({ mailer: { transport: 'outbox' }, outbox, host: '127.0.0.1', port: await freePort(), logger: silent });
  server = started!;
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server?.close();
});

const store = (over: Partial<Parameters<OutboxStore['store']>[0]> = {}) => outbox.store({
  to: 'pat@example.com', from: 'shop@pool.test', subject: 'Hello', text: 'Plain text', html: '<p>Hi</p>', template: 'test', ...over,
});

/** A GET with any Host header (fetch does not let a caller choose it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the outbox listener', () => {
  it('lists the mail newest first, each with its recipient, subject, time and a link to the message', async () => {
    const ids = [];
    for (const n of [1, 2, 3]) ids.push(await store({ to: `order-${n}@example.com`, subject: `Message ${n}` }));
    const res = await fetch(`${base}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await res.text();
    const rows = [...html.matchAll(/<tr><td><time datetime="([^"]+)">[^<]+<\/time><\/td><td>([^<]+)<\/td><td><a href="\/messages\/([^"]+)">([^<]+)<\/a>/g)];
    expect(rows.slice(0, 3).map((row) => [row[2], row[4], row[3]])).toEqual([
      ['order-3@example.com', 'Message 3', ids[2]],
      ['order-2@example.com', 'Message 2', ids[1]],
      ['order-1@example.com', 'Message 1', ids[0]],
    ]);
    expect(Number.isNaN(Date.parse(rows[0]![1]!))).toBe(false);
  });

  it('shows a message: headers, its HTML in a sandboxed frame with its links intact, and its text with working links', async () => {
    const id = await store({
      subject: 'Your login link',
      html: '<p><a href="http://localhost:3000/auto-login?token=abc&amp;returnUrl=%2F">Sign in</a></p>',
      text: 'Sign in: http://localhost:3000/auto-login?token=abc&returnUrl=%2F.',
    });
    const res = await fetch(`${base}/messages/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<h1>Your login link</h1>');
    expect(html).toContain('sandbox="allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox"');
    // The frame's document is the mail as sent (with a base that opens links in the tab), escaped once into the attribute.
    expect(html).toContain('srcdoc="&lt;base target=&quot;_top&quot;&gt;&lt;p&gt;&lt;a href=&quot;http://localhost:3000/auto-login?token=abc&amp;amp;returnUrl=%2F&quot;&gt;Sign in');
    expect(html).toContain('<pre>Sign in: <a href="http://localhost:3000/auto-login?token=abc&amp;returnUrl=%2F">http://localhost:3000/auto-login?token=abc&amp;returnUrl=%2F</a>.</pre>');
  });

  it('escapes every stored value: a recipient, subject or text cannot add markup to the page', async () => {
    const id = await store({ to: '"><script>alert(1)</script>@x.test', subject: '<img src=x onerror=alert(2)>', text: '</pre><script>alert(3)</script>', html: null as unknown as undefined });
    const list = await (await fetch(`${base}/`)).text();
    const page = await (await fetch(`${base}/messages/${id}`)).text();
    for (const html of [list, page]) {
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    }
    expect(page).toContain('<pre>&lt;/pre&gt;&lt;script&gt;alert(3)&lt;/script&gt;</pre>');
    expect(page).not.toContain('<iframe');
  });

  it('answers 404 for an unknown or malformed id and an unknown path, 405 for a write', async () => {
    for (const path of ['/messages/00000000-0000-4000-8000-000000000000', '/messages/nope', '/messages/', '/dev/outbox']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await fetch(`${base}/`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('answers only requests addressed to a loopback name (no DNS rebinding)', async () => {
    expect((await getWithHost('/', 'evil.test')).status).toBe(421);
    expect((await getWithHost('/', 'evil.test:8025')).status).toBe(421);
    expect((await getWithHost('/', `localhost:${(server.address() as AddressInfo).port}`)).status).toBe(200);
  });

  it('gives the newest messages to an address, whole, as JSON', async () => {
    await store({ to: 'Json@Example.com', subject: 'First' });
    await store({ to: 'json@example.com', subject: 'Second', text: 'Link: http://localhost:3000/reset?token=t' });
    const res = await fetch(`${base}/api/messages?to=json@example.com`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json() as { messages: { subject: string; text: string }[] };
    expect(body.messages.map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(body.messages[0]!.text).toContain('/reset?token=t');
  });
});

describe('startOutboxListener', () => {
  it('starts no listener when mail goes to an SMTP server, or with port 0', async () => {
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', from: 'shop@pool.test', outbox, logger: silent });
    expect(await startOutboxListener({ mailer: smtp, outbox, host: '127.0.0.1', port: 0, logger: silent })).toBeNull();
    // A free port: nothing listens on it afterwards.
    const port = await freePort();
    expect(await startOutboxListener({ mailer: smtp, outbox, host: '127.0.0.1', port, logger: silent })).toBeNull();
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    smtp.close();
    expect(await startOutboxListener({ mailer: { transport: 'outbox' }, outbox, host: '127.0.0.1', port: 0, logger: silent })).toBeNull();
  });

  it('logs an error and resolves null when the port is taken, and the process goes on', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write(chunk: Buffer, _enc, done) { lines.push(chunk.toString()); done(); } }));
    const taken = (server.address() as AddressInfo).port;
    expect(await startOutboxListener({ mailer: { transport: 'outbox' }, outbox, host: '127.0.0.1', port: taken, logger })).toBeNull();
    const line = JSON.parse(lines.find((l) => l.includes('outbox listener could not start'))!) as { level: number; code: string; port: number };
    expect(line).toMatchObject({ level: 50, code: 'EADDRINUSE', port: taken });
    // The running listener still answers.
    expect((await fetch(`${base}/`)).status).toBe(200);
  });
});
