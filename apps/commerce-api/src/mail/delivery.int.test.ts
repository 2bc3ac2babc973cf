import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database, Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { openTwoCopies } from '../test/two-copies.js';
import { createMailDelivery } from './delivery.js';
import { createMailer, createSmtpTransport } from './mailer.js';
import { createOutboxStore } from './outbox.js';
import { httpSms } from './sms.js';

/**
 * The outbox's delivery worker against a real SMTP server in this process (`smtp-server`) and a real
 * HTTP server standing in for an SMS gateway. On PostgreSQL (DATABASE_URL) the two workers use two
 * connection pools on one scratch database, as two copies of commerce-api do.
 */
const quiet = pino({ level: 'silent' });
let copies: Database[] = [];
let close = async () => {};

interface Received { messageId: string; to: string[] }
const received: Received[] = [];
/** Recipients refused with a temporary error (451) while their count is above zero. */
const refuseNext = new Map<string, number>();
let smtp: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  ({ copies, close } = await openTwoCopies());
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const left = refuseNext.get(address.address) ?? 0;
      if (left > 0) {
        refuseNext.set(address.address, left - 1);
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '', to: session.envelope.rcptTo.map((r) => r.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await close();
});
beforeEach(async () => {
  received.length = 0;
  await copies[0]!.db.delete(mailOutbox);
});

const mailerOf = (db: Db) => createMailer({ smtpUrl, from: 'shop@pool.test', outbox: createOutboxStore(db), logger: quiet });
const deliveryOf = (db: Db, extra: Partial<Parameters<typeof createMailDelivery>[0]> = {}) =>
  createMailDelivery({ db, logger: quiet, smtp: createSmtpTransport(smtpUrl, 'shop@pool.test'), messageIdDomain: 'pool.test', ...extra });

describe('the outbox delivery worker', () => {
  it('never sends a message written in a transaction that rolled back, and sends a committed one once', async () => {
    const { db } = copies[0]!;
    const mailer = mailerOf(db);
    await expect(db.transaction(async (tx) => {
      await mailer.send({ to: 'rolled-back@example.com', subject: 'Order 1', text: 'x' }, tx as unknown as Db);
      throw new Error('the order failed');
    })).rejects.toThrow('the order failed');
    const committed = await db.transaction(async (tx) => mailer.send({ to: 'committed@example.com', subject: 'Order 2', text: 'y' }, tx as unknown as Db));
    const delivery = deliveryOf(db);
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await delivery.stop();
    expect(received).toEqual([{ messageId: `<${committed.id}@pool.test>`, to: ['committed@example.com'] }]);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, committed.id));
    expect(row).toMatchObject({ deliveredBy: 'smtp', attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('delivers each of many messages once with two workers draining at the same time', async () => {
    const mailer = mailerOf(copies[0]!.db);
    const ids = new Set<string>();
    for (let i = 0; i < 40; i += 1) ids.add((await mailer.send({ to: `shopper${i}@example.com`, subject: `Order ${i}`, text: 'z' })).id);
    const workers = copies.map((copy) => deliveryOf(copy.db, { batch: 5 }));
    const drain = async (worker: (typeof workers)[number]) => {
      let sent = 0;
      for (;;) {
        const pass = await worker.deliverDue();
        sent += pass.sent;
        if (pass.sent + pass.failed === 0) return sent;
      }
    };
    const [a, b] = await Promise.all(workers.map(drain));
    await Promise.all(workers.map((w) => w.stop()));
    expect(a! + b!).toBe(40);
    expect(received).toHaveLength(40);
    expect(new Set(received.map((r) => r.messageId))).toEqual(new Set([...ids].map((id) => `<${id}@pool.test>`)));
  });

  it('retries a message the SMTP server refused, after a backoff, and gives up after the last try', async () => {
    const { db } = copies[0]!;
    // A little ahead of the database's clock, which stamped the rows due.
    const clock = { now: new Date(Date.now() + 5_000) };
    const delivery = deliveryOf(db, { now: () => clock.now, maxAttempts: 3, backoffMs: (attempt) => attempt * 60_000 });
    refuseNext.set('flaky@example.com', 1);
    refuseNext.set('down@example.com', 99);
    const mailer = mailerOf(db);
    const flaky = await mailer.send({ to: 'flaky@example.com', subject: 'Reset', text: 'a' });
    const down = await mailer.send({ to: 'down@example.com', subject: 'Reset', text: 'b' });
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 2 });
    // Not due again before its backoff.
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    const [waiting] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, flaky.id));
    expect(waiting).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect(waiting!.lastError).toContain('451');
    clock.now = new Date(clock.now.getTime() + 61_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 1 });
    clock.now = new Date(clock.now.getTime() + 121_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });
    clock.now = new Date(clock.now.getTime() + 3_600_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 0 });
    await delivery.stop();
    expect(received.map((r) => r.messageId)).toEqual([`<${flaky.id}@pool.test>`]);
    const [gaveUp] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, down.id));
    expect(gaveUp).toMatchObject({ attempts: 3, sentAt: null });
    expect(gaveUp!.failedAt).toBeInstanceOf(Date);
  });

  it('keeps mail in the outbox (marked delivered there) while no SMTP server is configured', async () => {
    const { db } = copies[0]!;
    const { id } = await createMailer({ from: 'shop@pool.test', outbox: createOutboxStore(db), logger: quiet }).send({ to: 'pat@example.com', subject: 'Hi', text: 'c' });
    const delivery = createMailDelivery({ db, logger: quiet });
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await delivery.stop();
    expect(received).toEqual([]);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.deliveredBy).toBe('outbox');
  });
});

describe('texts through the HTTP SMS provider', () => {
  let gateway: Server;
  let url: string;
  const posts: { headers: IncomingMessage['headers']; body: unknown }[] = [];
  let failNext = 0;
  beforeAll(async () => {
    gateway = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          res.writeHead(503).end();
          return;
        }
        posts.push({ headers: req.headers, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
        res.writeHead(202, { 'content-type': 'application/json' }).end('{"queued":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/messages`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => gateway.close(() => resolve()));
  });

  it('posts the text as JSON with the bearer token and its id as idempotency key, retrying a 503', async () => {
    const { db } = copies[0]!;
    // A little ahead of the database's clock, which stamped the rows due.
    const clock = { now: new Date(Date.now() + 5_000) };
    const delivery = createMailDelivery({ db, logger: quiet, sms: httpSms({ url, token: 'sms-test-token-1234' }), now: () => clock.now });
    const id = await createOutboxStore(db).store({ to: 'sms:5125550123', from: 'sms', subject: 'Your pool water test link', template: 'scan-link', text: 'Test your pool water: http://shop.test/scan' });
    failNext = 1;
    expect(await delivery.deliverDue()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(waiting!.lastError).toBe('http-503');
    clock.now = new Date(clock.now.getTime() + 31_000);
    expect(await delivery.deliverDue()).toEqual({ sent: 1, failed: 0 });
    await delivery.stop();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toEqual({ id, to: '5125550123', text: 'Test your pool water: http://shop.test/scan' });
    expect(posts[0]!.headers.authorization).toBe('Bearer sms-test-token-1234');
    expect(posts[0]!.headers['idempotency-key']).toBe(id);
    const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row!.deliveredBy).toBe('sms-http');
  });
});
