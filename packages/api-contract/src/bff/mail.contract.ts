import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import { ChatRequestBodySchema, EmailCartMessageField } from '../upstream/mail.schemas.js';
import { EmailTextSchema } from '../email-text.js';

const c = initContract();

const Email = EmailTextSchema.optional();

/** The Email Cart form (spec shopping.md section 2); the cart is always the session's own. */
export const EmailCartFormSchema = z.object({
  email: Email,
  message: EmailCartMessageField,
});

export const EmailCartSentSchema = z.object({ sent: z.literal(true), to: z.string() });

const Sku = z.object({ sku: z.string().min(1).max(200) });
export type EmailCartSent = z.infer<typeof EmailCartSentSchema>;

/** A 'notify me when available' request as the storefront shows it. */
export const StockNotificationViewSchema = z.object({
  sku: z.string(),
  email: z.string(),
  /** True when this address already waited for the product (the request is not repeated). */
  alreadyRequested: z.boolean(),
});
export type StockNotificationView = z.infer<typeof StockNotificationViewSchema>;

/** Mail a shopper asks for (the outbox is not served here: docs/decisions/0050). */
export const bffMailContract = c.router({
  emailCart: {
    method: 'POST',
    path: '/v1/cart/email',
    body: EmailCartFormSchema,
    // One mail per key: a double submit of the form sends one (docs/decisions/0065).
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartSentSchema, ...errorResponses },
    summary: "Mails the session's cart and a message to an address; 422 with the spec's messages, or when there is no cart",
  },
  emailProduct: {
    method: 'POST',
    path: '/v1/products/:sku/email',
    pathParams: Sku,
    body: EmailCartFormSchema,
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartSentSchema, ...errorResponses },
    summary: "Mails a product and a message to an address (Email Cart's rules; one mail per key); 404 for an unknown sku",
  },
  emailMe: {
    method: 'POST',
    path: '/v1/products/:sku/email-me',
    pathParams: Sku,
    body: z.object({ email: Email }),
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartSentSchema, ...errorResponses },
    summary: "Mails a product to the shopper's own address (one mail per key); 404 for an unknown sku",
  },
  chatRequest: {
    method: 'POST',
    path: '/v1/chat/requests',
    body: ChatRequestBodySchema,
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartSentSchema, ...errorResponses },
    summary: "'Chat with us' when no live chat is configured: the question mailed to the store (one mail per key); `to` is the shopper's address",
  },
  stockNotification: {
    method: 'POST',
    path: '/v1/products/:sku/stock-notification',
    pathParams: Sku,
    body: z.object({ email: Email }),
    responses: { 200: StockNotificationViewSchema, ...errorResponses },
    summary: "'Notify me when available' for an out-of-stock product; 409 when it is in stock",
  },
});
