import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses } from '../problem.js';
import { OutboxMessageSchema, OutboxPageSchema, OutboxQuerySchema } from '../upstream/mail.schemas.js';

const c = initContract();

const Email = z.string({ invalid_type_error: 'Invalid email address.' }).max(320, 'Invalid email address.').optional();

/** The Email Cart form (spec shopping.md section 2); the cart is always the session's own. */
export const EmailCartFormSchema = z.object({
  email: Email,
  message: z.string({ invalid_type_error: 'Message is required' }).max(5_000, 'Message may have at most 5000 characters.').optional(),
});

export const EmailCartSentSchema = z.object({ sent: z.literal(true), to: z.string() });
export type EmailCartSent = z.infer<typeof EmailCartSentSchema>;

/** A 'notify me when available' request as the storefront shows it. */
export const StockNotificationViewSchema = z.object({
  sku: z.string(),
  email: z.string(),
  /** True when this address already waited for the product (the request is not repeated). */
  alreadyRequested: z.boolean(),
});
export type StockNotificationView = z.infer<typeof StockNotificationViewSchema>;

/** Mail a shopper asks for, and the dev outbox (docs/decisions/0017). */
export const bffMailContract = c.router({
  emailCart: {
    method: 'POST',
    path: '/v1/cart/email',
    body: EmailCartFormSchema,
    responses: { 200: EmailCartSentSchema, ...errorResponses },
    summary: "Mails the session's cart and a message to an address; 422 with the spec's messages, or when there is no cart",
  },
  stockNotification: {
    method: 'POST',
    path: '/v1/products/:sku/stock-notification',
    pathParams: z.object({ sku: z.string().min(1).max(200) }),
    body: z.object({ email: Email }),
    responses: { 200: StockNotificationViewSchema, ...errorResponses },
    summary: "'Notify me when available' for an out-of-stock product; 409 when it is in stock",
  },
  outbox: {
    method: 'GET',
    path: '/v1/dev/outbox',
    query: OutboxQuerySchema,
    responses: { 200: OutboxPageSchema, ...errorResponses },
    summary: 'The dev outbox, newest first; 404 when mail goes to an SMTP server',
  },
  outboxMessage: {
    method: 'GET',
    path: '/v1/dev/outbox/:id',
    pathParams: z.object({ id: z.string().uuid('No such message') }),
    responses: { 200: OutboxMessageSchema, ...errorResponses },
    summary: 'One message of the dev outbox; 404 when mail goes to an SMTP server',
  },
});
