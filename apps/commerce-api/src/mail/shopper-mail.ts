import type { EmailCartResult } from '@pool/api-contract';
import { CART_MESSAGES } from '@pool/cart-domain';
import { onceOutsideTransaction } from '../carts/idempotency.js';
import type { Db } from '../db/client.js';
import { HttpError, unprocessable } from '../http/problem.js';
import { MailError, type Mailer, type MailMessage } from './mailer.js';

/** Mail could not be handed over: the shopper is told to try again later (storefront default text). */
export const mailUnavailable = (cause: unknown) => new HttpError(502, 'Bad Gateway', { detail: cause instanceof MailError ? cause.message : 'The mail could not be sent.' });

/**
 * The checked form of a mail a shopper sends, or a 422 whose title is the first failing field's
 * message (what the storefront shows) with every field's message.
 */
export function checkedOrRefused<T, F extends string>(checked: { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> }): T {
  if (checked.ok) return checked.value;
  const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, [message as string]]));
  throw unprocessable(Object.values<string | undefined>(checked.errors)[0] ?? CART_MESSAGES.emailCartFailed, errors);
}

/**
 * Writes one mail a shopper asked for (Email Cart, Email a product, Email me) to the outbox. With an
 * idempotency key, once per key: a repeat gets the first answer and no second mail (docs/decisions/0065).
 * `fingerprint` is what the key promises to send: the same key with other content is a 422.
 */
export function sendOnce(
  deps: { db: Db; mailer: Mailer; now: () => Date },
  mail: MailMessage,
  idempotency: { key: string | undefined; fingerprint: unknown[] },
): Promise<EmailCartResult> {
  const request = idempotency.key ? { key: idempotency.key, fingerprint: idempotency.fingerprint } : undefined;
  return onceOutsideTransaction(deps.db, request, async (): Promise<EmailCartResult> => {
    try {
      await deps.mailer.send(mail);
    } catch (err) {
      throw mailUnavailable(err);
    }
    return { sent: true, to: mail.to, sent_at: deps.now().toISOString() };
  });
}
