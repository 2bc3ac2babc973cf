import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inventory, mailOutbox, products } from '../db/schema.js';
import { and, eq, sql } from 'drizzle-orm';
import { useTestContext } from '../test/test-app.js';
import { createMailDelivery } from './delivery.js';
import { createMailer, createSmtpTransport, recipientDomain } from './mailer.js';
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

describe('mail over SMTP_URL', () => {
  it('logs recipient domains only', () => {
    expect(recipientDomain('Pat <pat@Example.com>')).toBe('example.com');
    expect(recipientDomain('nobody')).toBe('?');
  });
});

describe('commerce-api with an SMTP server', () => {
  const ctx = useTestContext(120, {
    mailer: (db) => createMailer({ smtpUrl, from: 'Pool Supplies <shop@pool.test>', outbox: createOutboxStore(db), logger: pino({ level: 'silent' }) }),
    storefrontUrl: 'https://shop.example.test',
  });
  const deliver = async () => {
    const delivery = createMailDelivery({ db: ctx.db, logger: pino({ level: 'silent' }), smtp: createSmtpTransport(smtpUrl, 'Pool Supplies <shop@pool.test>') });
    const pass = await delivery.deliverDue();
    await delivery.stop();
    return pass;
  };
  it('mails the cart: the worker sends it over SMTP with the sender and both bodies; the outbox is not served', async () => {
    const [product] = await ctx.db.select({ id: products.id, title: products.title, handle: products.handle }).from(products)
      .innerJoin(inventory, eq(inventory.productId, products.id))
      .where(and(eq(inventory.status, 'in'), sql`${inventory.level} > 5`, eq(products.hidePrice, false))).limit(1);
    const cart = await request(ctx.app).post('/api/v1/carts/smtp-session-1').send({ line_items: [{ product_id: product!.id, quantity: 1 }] }).expect(201);
    await request(ctx.app).post('/api/email/cart').send({ email: 'friend@example.com', message: 'Look at this cart', cartId: cart.body.id }).expect(200);
    expect(await deliver()).toEqual({ sent: 1, failed: 0 });
    const mail = received.at(-1)!;
    expect(mail.from).toBe('shop@pool.test');
    expect(mail.to).toEqual(['friend@example.com']);
    expect(mail.raw).toContain('Content-Type: text/plain');
    expect(mail.raw).toContain('Content-Type: text/html');
    expect(decoded(mail.raw)).toContain(product!.title);
    expect(decoded(mail.raw)).toContain(`https://shop.example.test/${product!.handle}.html`);
    const rows = await ctx.db.select().from(mailOutbox);
    expect(rows.map((r) => r.deliveredBy)).toEqual(['smtp']);
    await request(ctx.app).get('/api/dev/outbox').expect(404);
    await request(ctx.app).get('/api/dev/outbox/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it('answers 200 when the SMTP server will refuse the recipient: the worker gives the message up at the 550', async () => {
    const [product] = await ctx.db.select({ id: products.id }).from(products).innerJoin(inventory, eq(inventory.productId, products.id))
      .where(and(eq(inventory.status, 'in'), sql`${inventory.level} > 5`, eq(products.hidePrice, false))).limit(1);
    const cart = await request(ctx.app).post('/api/v1/carts/smtp-session-2').send({ line_items: [{ product_id: product!.id, quantity: 1 }] }).expect(201);
    await request(ctx.app).post('/api/email/cart').send({ email: REFUSED, message: 'Look at this cart', cartId: cart.body.id }).expect(200);
    expect(await deliver()).toEqual({ sent: 0, failed: 1 });
    const [row] = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, REFUSED));
    expect(row).toMatchObject({ sentAt: null, attempts: 1 });
    expect(row!.lastError).toContain('550');
    expect(row!.failedAt).toBeInstanceOf(Date);
  });
});
