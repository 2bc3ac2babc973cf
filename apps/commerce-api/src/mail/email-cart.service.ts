import { CART_MESSAGES, validateEmailCart } from '@pool/cart-domain';
import type { EmailCartResult } from '@pool/api-contract';
import { HttpError, unprocessable } from '../http/problem.js';
import { MailError, type Mailer } from './mailer.js';
import { renderEmailCart } from './templates/email-cart.js';
import type { Db } from '../db/client.js';
import { onceOutsideTransaction } from '../carts/idempotency.js';
import type { Cart } from '@pool/api-contract';

/** Mail could not be handed over: the shopper is told to try again later (storefront default text). */
export const mailUnavailable = (cause: unknown) => new HttpError(502, 'Bad Gateway', { detail: cause instanceof MailError ? cause.message : 'The mail could not be sent.' });

/**
 * Email Cart (spec shopping.md sections 2, 5 and 7): checks the address and message with the spec's
 * rules (cart-domain), then mails the cart's lines and the message. Nothing is sent for an unknown or
 * empty cart.
 */
export function createEmailCartService(deps: { db: Db; mailer: Mailer; loadCart: (cartId: string) => Promise<Cart>; storefrontUrl: string; now: () => Date }) {
  return {
    /** With `idempotencyKey`, one mail per key: a repeat gets the first answer (docs/decisions/0065). */
    async send(input: { email?: string; message?: string; cartId: string }, idempotencyKey?: string): Promise<EmailCartResult> {
      const checked = validateEmailCart(input);
      if (!checked.ok) {
        const errors = Object.fromEntries(Object.entries(checked.errors).map(([field, message]) => [field, [message]]));
        // The title is what the storefront shows: the first failing field's message.
        throw unprocessable(Object.values(checked.errors)[0] ?? CART_MESSAGES.emailCartFailed, errors);
      }
      const cart = await deps.loadCart(input.cartId);
      if (cart.products.length === 0) throw unprocessable(CART_MESSAGES.cartEmpty, { cartId: [CART_MESSAGES.cartEmpty] });
      const mail = renderEmailCart({ to: checked.value.email, message: checked.value.message, cart, storefrontUrl: deps.storefrontUrl });
      const request = idempotencyKey
        ? { key: idempotencyKey, fingerprint: ['email-cart', input.cartId, checked.value.email, checked.value.message] }
        : undefined;
      return onceOutsideTransaction(deps.db, request, async (): Promise<EmailCartResult> => {
        try {
          await deps.mailer.send(mail);
        } catch (err) {
          throw mailUnavailable(err);
        }
        return { sent: true, to: checked.value.email, sent_at: deps.now().toISOString() };
      });
    },
  };
}
export type EmailCartService = ReturnType<typeof createEmailCartService>;
