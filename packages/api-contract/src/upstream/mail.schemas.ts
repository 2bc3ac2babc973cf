import { z } from 'zod';
import { EmailTextSchema } from '../email-text.js';

/**
 * An email field as the mail routes read it: the spec's messages are given by the route (cart-domain's
 * `validateEmailCart` / `validateNotifyMe`); the schema only bounds its size.
 */
const EmailField = EmailTextSchema.optional();

/**
 * The most characters of an Email Cart message: it goes to an address that did not ask for it, as
 * plain text (docs/decisions/0050); a longer one is refused with 400.
 */
export const EMAIL_CART_MESSAGE_MAX = 500;

/** The Email Cart message as the contracts read it (its required and minimum rules are cart-domain's). */
export const EmailCartMessageField = z.string({ invalid_type_error: 'Message is required' })
  .max(EMAIL_CART_MESSAGE_MAX, `Message may have at most ${EMAIL_CART_MESSAGE_MAX} characters.`).optional();

/** Spec shopping.md section 3, "Email cart payload": email, message, cartId. */
export const EmailCartBodySchema = z.object({
  email: EmailField,
  message: EmailCartMessageField,
  cartId: z.string({ required_error: 'cart id is required' }).uuid('cart id must be a uuid'),
});
export type EmailCartBody = z.infer<typeof EmailCartBodySchema>;

/** A product's sku as the mail routes take it. */
const SkuField = z.string({ required_error: 'sku is required' }).min(1).max(200);

/**
 * 'Email' on a product page (spec shopping.md 7, POST /api/email/product): the product to someone,
 * with the shopper's message (Email Cart's rules: docs/decisions/0070).
 */
export const EmailProductBodySchema = z.object({ email: EmailField, message: EmailCartMessageField, sku: SkuField });
export type EmailProductBody = z.infer<typeof EmailProductBodySchema>;

/** 'Email me' on a product page (spec shopping.md 7, the email-me call): the product to the shopper's own address. */
export const EmailMeBodySchema = z.object({ email: EmailField, sku: SkuField });
export type EmailMeBody = z.infer<typeof EmailMeBodySchema>;

/**
 * A chat request (docs/decisions/0070): when no live chat is configured, 'Chat with us' takes the
 * shopper's question for the store, which answers by email. Name, address and message as the quote
 * form checks them; `page` is where the shopper was (a store path).
 */
export const ChatRequestBodySchema = z.object({
  name: z.string({ invalid_type_error: 'Name is required.' }).max(200, 'Name may have at most 200 characters.').optional(),
  email: EmailField,
  message: EmailCartMessageField,
  page: z.string().max(500).regex(/^\/(?!\/)/, 'page must be a store path').optional(),
});
export type ChatRequestBody = z.infer<typeof ChatRequestBodySchema>;

/** A mail that left (Email Cart, Email a product, Email me): where to and when (the outbox id or the SMTP message id is not shown). */
export const EmailCartResultSchema = z.object({ sent: z.literal(true), to: z.string(), sent_at: z.string().datetime({ offset: true }) });
export type EmailCartResult = z.infer<typeof EmailCartResultSchema>;

/** Spec shopping.md section 7: POST /api/products/{sku}/stock-notification {email}. */
export const StockNotificationBodySchema = z.object({ email: EmailField });

/** A stored 'notify me when available' request (the address trimmed and lower-cased). */
export const StockNotificationSchema = z.object({
  sku: z.string(),
  email: z.string(),
  requested_at: z.string().datetime({ offset: true }),
});
export type StockNotification = z.infer<typeof StockNotificationSchema>;

/** A line of the outbox's listing (commerce-api's outbox listener, docs/decisions/0050). */
export const OutboxSummarySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  created_at: z.string().datetime({ offset: true }),
});
export type OutboxSummary = z.infer<typeof OutboxSummarySchema>;

/** A message of the outbox as it was sent. */
export const OutboxMessageSchema = OutboxSummarySchema.extend({
  from: z.string(),
  reply_to: z.string().nullable(),
  text: z.string(),
  html: z.string().nullable(),
  template: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;
