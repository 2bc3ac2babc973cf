import { createTransport } from 'nodemailer';
import type { Logger } from '../logger.js';
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

/** What became of a sent message: its outbox id, or the SMTP server's message id. */
export interface SentMail {
  transport: MailTransportKind;
  id: string;
}

export type MailTransportKind = 'smtp' | 'outbox';

/** The store's one way to send mail (docs/decisions/0017). */
export interface Mailer {
  /** 'outbox' while no SMTP server is configured: only then may the outbox be read. */
  readonly transport: MailTransportKind;
  /** @throws MailError when the SMTP server refuses the message or cannot be reached. */
  send(message: MailMessage): Promise<SentMail>;
  close(): void;
}

/** Sending failed (SMTP down, refused): a 502 to callers, never a half-written state. */
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
  /** `SMTP_URL`; unset: the outbox. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  from: string;
  outbox: OutboxStore;
  logger: Logger;
}

/**
 * SMTP through nodemailer when `smtpUrl` is set, otherwise the outbox table. Logs the recipient's
 * domain, the subject and the template only: bodies carry links with tokens and shoppers' words.
 */
export function createMailer({ smtpUrl, from, outbox, logger }: MailerOptions): Mailer {
  const log = logger.child({ component: 'mailer' });
  if (!smtpUrl) {
    return {
      transport: 'outbox',
      async send(message) {
        const id = await outbox.store({ ...message, from });
        log.info({ transport: 'outbox', toDomain: recipientDomain(message.to), subject: message.subject, template: message.template, id }, 'mail stored in the outbox');
        return { transport: 'outbox', id };
      },
      close() {},
    };
  }
  // Bounded waits, within the BFF's deadline for mail calls and the storefront's 5 s for a BFF call:
  // a dead mail server costs a shopper seconds and an error, not a hung request.
  const transporter = createTransport({ url: smtpUrl, connectionTimeout: 3_000, greetingTimeout: 3_000, socketTimeout: 4_000 }, { from });
  return {
    transport: 'smtp',
    async send(message) {
      const fields = { toDomain: recipientDomain(message.to), subject: message.subject, template: message.template };
      try {
        const info = await transporter.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
        });
        log.info({ transport: 'smtp', ...fields, messageId: info.messageId }, 'mail sent');
        return { transport: 'smtp', id: info.messageId };
      } catch (err) {
        // The error of a refused message may quote the envelope: log its code and response code only.
        const { code, responseCode } = err as { code?: string; responseCode?: number };
        log.warn({ transport: 'smtp', ...fields, code, responseCode }, 'mail not sent');
        throw new MailError('The mail server did not accept the message.', { cause: err });
      }
    },
    close() {
      transporter.close();
    },
  };
}
