import { createTransport } from 'nodemailer';
import type { Logger } from '../logger.js';
import type { Db } from '../db/client.js';
import type { OutboxStore } from './outbox.js';

/**
 * A message as a feature hands it to the mailer: already rendered (templates live in ./templates and
 * never know how mail leaves), with a plain-text body always and an HTML one usually.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The template that rendered it, kept with an outbox message and logged (never the body). */
  template?: string;
}

/** A message written to the outbox: its id, and how the worker will deliver it. */
export interface SentMail {
  transport: MailTransportKind;
  id: string;
}

export type MailTransportKind = 'smtp' | 'outbox';

/**
 * The store's one way to send mail (docs/decisions/0017, 0063): `send` writes the message to the
 * outbox, in the caller's transaction when it passes one, and the delivery worker sends it after the
 * commit. A message of a transaction that rolls back is never sent.
 */
export interface Mailer {
  /** 'outbox' while no SMTP server is configured: only then may the outbox be read. */
  readonly transport: MailTransportKind;
  /** Writes the message to the outbox (in `tx`, when given); it leaves with the delivery worker. */
  send(message: MailMessage, tx?: Db): Promise<SentMail>;
  close(): void;
}

/** The SMTP server refused a message or could not be reached: the delivery worker retries it. */
export class MailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MailError';
  }
}

/**
 * The part of an address a log may hold: its domain ('example.com'), never the mailbox.
 *
 * @example
 * recipientDomain('Pat <pat@example.com>'); // 'example.com'
 */
export function recipientDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0 ? '?' : address.slice(at + 1).replace(/[>\s].*$/, '').toLowerCase();
}

export interface MailerOptions {
  /** `SMTP_URL`; unset: the mail stays in the outbox. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  from: string;
  outbox: OutboxStore;
  logger: Logger;
}

/**
 * Writes mail to the outbox table; the delivery worker (./delivery.ts) sends it, over SMTP when
 * `smtpUrl` is set. Logs the recipient's domain, the subject and the template only: bodies carry
 * links with tokens and shoppers' words.
 */
export function createMailer({ smtpUrl, from, outbox, logger }: MailerOptions): Mailer {
  const log = logger.child({ component: 'mailer' });
  const transport: MailTransportKind = smtpUrl ? 'smtp' : 'outbox';
  return {
    transport,
    async send(message, tx) {
      const id = await outbox.store({ ...message, from }, tx);
      log.info({ transport, toDomain: recipientDomain(message.to), subject: message.subject, template: message.template, id }, 'mail written to the outbox');
      return { transport, id };
    },
    close() {},
  };
}

/** Bounded waits, well inside a delivery claim's lease: a dead mail server costs a retry, not a stuck worker. */
export function createSmtpTransport(smtpUrl: string, from: string) {
  return createTransport({ url: smtpUrl, connectionTimeout: 3_000, greetingTimeout: 3_000, socketTimeout: 4_000 }, { from });
}
