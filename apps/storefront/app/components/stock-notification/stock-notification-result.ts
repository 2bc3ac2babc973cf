import { shopperError } from '../../lib/error-message';

/** What the /stock-notification action answers the product page's fetcher (or its own page). */
export type StockNotificationResult = { ok: true; message: string } | { ok: false; error: string };

/** The failure shown when the store cannot take the request (the BFF is down, a 5xx). */
export const STOCK_NOTIFICATION_FAILED = 'Oops, there was a problem, please try again later.';

/**
 * The confirmation shown in place of the form (the spec gives no text for it; these are the store's).
 *
 * @example
 * ```ts
 * stockNotificationSuccess({ email: 'pat@example.com', alreadyRequested: false });
 * // "Thanks! We'll email pat@example.com when this product is back in stock."
 * ```
 */
export function stockNotificationSuccess(view: { email: string; alreadyRequested: boolean }): string {
  return view.alreadyRequested
    ? `You're already on the list: we'll email ${view.email} when this product is back in stock.`
    : `Thanks! We'll email ${view.email} when this product is back in stock.`;
}

/**
 * The message for a refusal: the problem's title when the shopper can act on it (a bad address
 * 422, a product now in stock 409, too many requests 429), else the generic failure.
 *
 * @example
 * ```ts
 * stockNotificationFailure(409, { title: 'This product is in stock: you can order it now.', status: 409 });
 * // 'This product is in stock: you can order it now.'
 * ```
 */
export function stockNotificationFailure(status: number, body: unknown): string {
  const refused = shopperError({ status, body }, STOCK_NOTIFICATION_FAILED);
  if (refused.title !== null && (status === 409 || status === 422 || status === 429)) return refused.fieldMessages.email ?? refused.reason;
  return STOCK_NOTIFICATION_FAILED;
}
