import { CART_MESSAGES, validateEmailCart } from '@pool/cart-domain';
import type { Cart, EmailCartResult } from '@pool/api-contract';
import { unprocessable } from '../http/problem.js';
import type { Mailer } from './mailer.js';
import { renderEmailCart } from './templates/email-cart.js';
import type { Db } from '../db/client.js';
import { checkedOrRefused, sendOnce } from './shopper-mail.js';

/**
 * Email Cart (spec shopping.md sections 2, 5 and 7): checks the address and message with the spec's
 * rules (cart-domain), then mails the cart's lines and the message. Nothing is sent for an unknown or
 * empty cart.
 */
export function createEmailCartService(deps: { db: Db; mailer: Mailer; loadCart: (cartId: string) => Promise<Cart>; storefrontUrl: string; now: () => Date }) {
  return {
    /** With `idempotencyKey`, one mail per key: a repeat gets the first answer (docs/decisions/0065). */
    async send(input: { email?: string; message?: string; cartId: string }, idempotencyKey?: string): Promise<EmailCartResult> {
      const { email, message } = checkedOrRefused(validateEmailCart(input));
      const cart = await deps.loadCart(input.cartId);
      if (cart.products.length === 0) throw unprocessable(CART_MESSAGES.cartEmpty, { cartId: [CART_MESSAGES.cartEmpty] });
      const mail = renderEmailCart({ to: email, message, cart, storefrontUrl: deps.storefrontUrl });
      return sendOnce(deps, mail, { key: idempotencyKey, fingerprint: ['email-cart', input.cartId, email, message] });
    },
  };
}
export type EmailCartService = ReturnType<typeof createEmailCartService>;
