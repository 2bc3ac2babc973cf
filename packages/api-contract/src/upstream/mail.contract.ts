import { initContract } from '@ts-rest/core';
import { z } from 'zod';
import { errorResponses, IdempotencyHeadersSchema } from '../problem.js';
import {
  ChatRequestBodySchema, EmailCartBodySchema, EmailCartResultSchema, EmailMeBodySchema, EmailProductBodySchema, StockNotificationBodySchema, StockNotificationSchema,
} from './mail.schemas.js';

const c = initContract();

/**
 * Mail the main API sends on a shopper's request. The outbox is not on this port: commerce-api serves
 * it on a loopback listener of its own (docs/decisions/0050).
 */
export const mailContract = c.router({
  emailCart: {
    method: 'POST',
    path: '/api/email/cart',
    body: EmailCartBodySchema,
    // A repeated key (a double submit, a retry) gets the first answer and sends no second mail.
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartResultSchema, ...errorResponses },
    summary: "Mails a cart's lines and the shopper's message to an address (spec shopping.md sections 5 and 7)",
  },
  emailProduct: {
    method: 'POST',
    path: '/api/email/product',
    body: EmailProductBodySchema,
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartResultSchema, ...errorResponses },
    summary: "Mails a product and the shopper's message to an address (spec shopping.md 7); 404 for an unknown sku",
  },
  emailMe: {
    method: 'POST',
    path: '/api/email/me',
    body: EmailMeBodySchema,
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartResultSchema, ...errorResponses },
    summary: "Mails a product to the shopper's own address (spec shopping.md 7, email-me); 404 for an unknown sku",
  },
  chatRequest: {
    method: 'POST',
    path: '/api/chat/requests',
    body: ChatRequestBodySchema,
    headers: IdempotencyHeadersSchema,
    responses: { 200: EmailCartResultSchema, ...errorResponses },
    summary: "A shopper's question for the store when no live chat is configured: mailed to the store, answered by email",
  },
  stockNotification: {
    method: 'POST',
    path: '/api/products/:sku/stock-notification',
    pathParams: z.object({ sku: z.string().min(1).max(200) }),
    body: StockNotificationBodySchema,
    // 201 for a new request, 200 when the address already waits for this product (not an error);
    // 409 when the product is in stock (it can be ordered now).
    responses: { 200: StockNotificationSchema, 201: StockNotificationSchema, ...errorResponses },
    summary: "'Notify me when available' for an out-of-stock product (idempotent per product and address)",
  },
});
