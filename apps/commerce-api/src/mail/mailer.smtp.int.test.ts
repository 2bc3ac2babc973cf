import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventory, mailOutbox, products } from '../db/schema.js';
import { and, eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../test/test-app.js';
import { createMailer, MailError, recipientDomain } from './mailer.js';
import { createOutboxStore } from './outbox.js';

/**
 * The SMTP transport against a real SMTP server in this process (the `smtp-server` package): the test
 * double sits at the network edge, so nodemailer's whole SMTP conversation runs.
 */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
/** Recipients the server refuses (a mailbox that does not exist). */
const REFUSED = 'refused@example.com';
let server: SMTPServer;
let smtpUrl: string;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address === REFUSED) callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Quoted-printable bodies fold long lines and encode '='; enough decoding to read them. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('createMailer with SMTP_URL', () => {
  it('sends over SMTP with the configured sender, both bodies, and nothing in the outbox', async () => {
    const stored: unknown[] = [];
    const outbox = { store: async (m: unknown) => { stored.push(m); return 'x'; } } as unknown as ReturnType<typeof createOutboxStore>;
    const mailer = createMailer({ smtpUrl, from: 'Pool Supplies <shop@pool.test>', outbox, logger: pino({ level: 'silent' }) });
    expect(mailer.transport).toBe('smtp');
    const sent = await mailer.send({ to: 'pat@example.com', subject: 'Hello there', text: 'Plain body', html: '<p>HTML body</p>' });
    mailer.close();
    expect(sent.transport).toBe('smtp');
    const mail = received.at(-1)!;
    expect(mail.from).toBe('shop@pool.test');
    expect(mail.to).toEqual(['pat@example.com']);
    expect(mail.raw).toContain('Subject: Hello there');
    expect(mail.raw).toContain('Plain body');
    expect(mail.raw).toContain('<p>HTML body</p>');
    expect(stored).toEqual([]);
  });

  it('throws a MailError when the server refuses the recipient', async () => {
    const mailer = createMailer({ smtpUrl, from: 'shop@pool.test', outbox: {} as ReturnType<typeof createOutboxStore>, logger: pino({ level: 'silent' }) });
    await expect(mailer.send({ to: REFUSED, subject: 'x', text: 'y' })).rejects.toBeInstanceOf(MailError);
    mailer.close();
  });

  it('logs recipient domains only', () => {
    expect(recipientDomain('Pat <pat@Example.com>')).toBe('example.com');
    expect(recipientDomain('nobody')).toBe('?');
  });
});

describe('commerce-api with an SMTP server', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(120, {
      mailer: (db) => createMailer({ smtpUrl, from: 'shop@pool.test', outbox: createOutboxStore(db), logger: pino({ level: 'silent' }) }),
      storefrontUrl: 'https://shop.example.test',
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('mails the cart over SMTP, keeps the outbox empty and answers 404 for the outbox', async () => {
    const [product] = await ctx.db.select({ id: products.id, title: products.title, handle: products.handle }).from(products)
      .innerJoin(inventory, eq(inventory.productId, products.id))
      .where(and(eq(inventory.status, 'in'), sql`${inventory.level} > 5`, eq(products.hidePrice, false))).limit(1);
    const cart = await request(ctx.app).post('/api/v1/carts/smtp-session-1').send({ line_items: [{ product_id: product!.id, quantity: 1 }] }).expect(201);
    await request(ctx.app).post('/api/email/cart').send({ email: 'friend@example.com', message: 'Look at this cart', cartId: cart.body.id }).expect(200);
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['friend@example.com']);
    expect(decoded(mail.raw)).toContain(product!.title);
    expect(decoded(mail.raw)).toContain(`https://shop.example.test/${product!.handle}.html`);
    expect(await ctx.db.select().from(mailOutbox)).toEqual([]);
    await request(ctx.app).get('/api/dev/outbox').expect(404);
    await request(ctx.app).get('/api/dev/outbox/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('answers 502 when the SMTP server refuses the message', async () => {
    const [product] = await ctx.db.select({ id: products.id }).from(products).innerJoin(inventory, eq(inventory.productId, products.id))
      .where(and(eq(inventory.status, 'in'), sql`${inventory.level} > 5`, eq(products.hidePrice, false))).limit(1);
    const cart = await request(ctx.app).post('/api/v1/carts/smtp-session-2').send({ line_items: [{ product_id: product!.id, quantity: 1 }] }).expect(201);
    const res = await request(ctx.app).post('/api/email/cart').send({ email: REFUSED, message: 'Look at this cart', cartId: cart.body.id }).expect(502);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
