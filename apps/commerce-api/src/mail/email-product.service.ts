import type { EmailCartResult } from '@pool/api-contract';
import { validateChatRequest, validateEmailCart, validateNotifyMe } from '@pool/cart-domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products } from '../db/schema.js';
import { notFound } from '../http/problem.js';
import type { Mailer } from './mailer.js';
import { checkedOrRefused, sendOnce } from './shopper-mail.js';
import { renderChatRequest } from './templates/chat-request.js';
import { renderEmailProduct } from './templates/email-product.js';

/**
 * Mail a shopper sends from a page: a product page's 'Email' and 'Email me' (spec shopping.md 7: POST /api/email/product and the
 * email-me call; docs/decisions/0070): the product's link to an address, through the outbox, one mail
 * per idempotency key. 'Email' takes Email Cart's rules (address, message of 8 characters or more);
 * 'Email me' an address only.
 */
export function createEmailProductService(deps: { db: Db; mailer: Mailer; storefrontUrl: string; storeEmail: string; now: () => Date }) {
  async function productOf(sku: string) {
    const [product] = await deps.db.select({ title: products.title, sku: products.sku, handle: products.handle }).from(products).where(eq(products.sku, sku));
    if (!product) throw notFound(`No product has the sku ${sku}.`);
    return product;
  }
  return {
    async share(input: { email?: string; message?: string; sku: string }, idempotencyKey?: string): Promise<EmailCartResult> {
      const { email, message } = checkedOrRefused(validateEmailCart(input));
      const product = await productOf(input.sku);
      const mail = renderEmailProduct({ to: email, message, product, storefrontUrl: deps.storefrontUrl });
      return sendOnce(deps, mail, { key: idempotencyKey, fingerprint: ['email-product', product.sku, email, message] });
    },
    async toSelf(input: { email?: string; sku: string }, idempotencyKey?: string): Promise<EmailCartResult> {
      const { email } = checkedOrRefused(validateNotifyMe(input));
      const product = await productOf(input.sku);
      const mail = renderEmailProduct({ to: email, message: null, product, storefrontUrl: deps.storefrontUrl });
      return sendOnce(deps, mail, { key: idempotencyKey, fingerprint: ['email-me', product.sku, email] });
    },
    /**
     * A chat request when no live chat is configured (docs/decisions/0070): the question mailed to the
     * store (`STORE_EMAIL`), Reply-To the shopper; one mail per key. The answer names the shopper's address.
     */
    async chatRequest(input: { name?: string; email?: string; message?: string; page?: string }, idempotencyKey?: string): Promise<EmailCartResult> {
      const { name, email, message } = checkedOrRefused(validateChatRequest(input));
      const mail = renderChatRequest({ to: deps.storeEmail, name, email, message, page: input.page ?? null, storefrontUrl: deps.storefrontUrl });
      const sent = await sendOnce(deps, mail, { key: idempotencyKey, fingerprint: ['chat-request', name, email, message] });
      return { ...sent, to: email };
    },
  };
}
export type EmailProductService = ReturnType<typeof createEmailProductService>;
