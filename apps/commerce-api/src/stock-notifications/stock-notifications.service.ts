import type { StockNotification } from '@pool/api-contract';
import { validateNotifyMe } from '@pool/cart-domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inventory, products, stockNotifications } from '../db/schema.js';
import { HttpError, notFound, unprocessable } from '../http/problem.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { renderStockNotificationConfirmation } from '../mail/templates/stock-notification.js';

/** The answer to a request for a product that can be ordered now. */
export const IN_STOCK_MESSAGE = 'This product is in stock: you can order it now.';

export interface StockNotificationResult {
  notification: StockNotification;
  /** False when the address already waited for this product (a repeat request is not an error). */
  created: boolean;
}

/**
 * 'Notify me when available' on out-of-stock product pages: one row per product and address. A new
 * request is confirmed by mail; a repeat is answered the same way without a second mail. A product
 * in stock is refused with 409 (it can be ordered now; the cached page the shopper saw was older).
 */
export function createStockNotificationService(deps: { db: Db; mailer: Mailer; storefrontUrl: string; logger: Logger }) {
  const { db } = deps;
  return {
    async request(sku: string, input: { email?: string }): Promise<StockNotificationResult> {
      const checked = validateNotifyMe(input);
      if (!checked.ok) {
        const message = checked.errors.email ?? 'Invalid email address.';
        throw unprocessable(message, { email: [message] });
      }
      const email = checked.value.email.toLowerCase();
      const [product] = await db.select({ id: products.id, sku: products.sku, title: products.title, handle: products.handle, status: inventory.status, level: inventory.level })
        .from(products).leftJoin(inventory, eq(inventory.productId, products.id)).where(eq(products.sku, sku));
      if (!product) throw notFound(`No product has the sku ${sku}.`);
      if (product.status === 'in' && (product.level ?? 0) > 0) throw new HttpError(409, IN_STOCK_MESSAGE);
      const [inserted] = await db.insert(stockNotifications).values({ productId: product.id, email })
        .onConflictDoNothing({ target: [stockNotifications.productId, stockNotifications.email] })
        .returning({ createdAt: stockNotifications.createdAt });
      const row = inserted ?? (await db.select({ createdAt: stockNotifications.createdAt }).from(stockNotifications)
        .where(and(eq(stockNotifications.productId, product.id), eq(stockNotifications.email, email))))[0];
      if (!row) throw new Error('a stock notification vanished after a conflicting insert');
      if (inserted) {
        // The request is stored either way: a confirmation that cannot be sent is logged, not an error.
        const mail = renderStockNotificationConfirmation({ to: email, title: product.title, handle: product.handle, storefrontUrl: deps.storefrontUrl });
        await deps.mailer.send(mail).catch((err: unknown) => deps.logger.warn({ err: err instanceof Error ? err.message : String(err), sku }, 'stock notification confirmation not sent'));
      }
      return { notification: { sku: product.sku, email, requested_at: row.createdAt.toISOString() }, created: inserted !== undefined };
    },
  };
}
export type StockNotificationService = ReturnType<typeof createStockNotificationService>;
