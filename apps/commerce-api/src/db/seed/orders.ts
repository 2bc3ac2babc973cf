import { ORDER_STATUSES, type OrderStatus } from '@pool/account-domain';
import { shippingFee } from '@pool/cart-domain';
import type * as schema from '../schema.js';
import { STATE_TAX_RATES, taxCents } from '../../checkout/tax-rates.js';
import { createRng } from './prng.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The statuses whose orders have left the warehouse (and so carry a tracking number). */
const SHIPPED: ReadonlySet<OrderStatus> = new Set(['Partially Shipped', 'Shipped', 'Completed', 'Refunded', 'Disputed']);

export interface DemoOrders {
  orders: Insert<typeof schema.orders>[];
  lines: Insert<typeof schema.orderLines>[];
  payments: Insert<typeof schema.payments>[];
  shipments: Insert<typeof schema.shipments>[];
}

/**
 * Past orders of the demo shopper, so the account pages have something to show: 14 orders over the
 * last year, every status at least once (so every filter group of account.md has orders), 1-4 lines
 * of sellable catalogue products each, priced and taxed the way checkout prices them, with captured
 * payments and, once shipped, a tracking number. Deterministic for a seed; dates count back from `now`.
 */
export function buildDemoOrders(
  products: readonly { id?: number; sku: string; title: string; handle: string; price: number; hidePrice?: boolean }[],
  customer: { id: number; email: string; firstName: string; lastName: string; phone: string | null },
  now: Date,
  seed = 7,
): DemoOrders {
  const rng = createRng(seed);
  const sellable = products.filter((p) => p.id !== undefined && !p.hidePrice);
  const statuses: OrderStatus[] = [...ORDER_STATUSES, 'Completed', 'Shipped', 'Awaiting Fulfillment', 'Completed', 'Pending'];
  const result: DemoOrders = { orders: [], lines: [], payments: [], shipments: [] };
  statuses.forEach((status, index) => {
    const id = 100001 + index;
    const placed = new Date(now.getTime() - (statuses.length - index) * 26 * 86_400_000 + rng.int(0, 12) * 3_600_000);
    const picks = rng.sample(sellable, rng.int(1, 4));
    let subtotal = 0;
    for (const product of picks) {
      const quantity = rng.int(1, 3);
      subtotal += product.price * quantity;
      result.lines.push({
        orderId: id, productId: product.id!, sku: product.sku, title: product.title, handle: product.handle, quantity,
        unitPrice: product.price, lineTotal: product.price * quantity,
      });
    }
    const shipping = shippingFee(subtotal);
    const tax = taxCents(subtotal, STATE_TAX_RATES.TX);
    const total = subtotal + shipping + tax;
    result.orders.push({
      id,
      attemptKey: `seed-demo-order-${id}`,
      cartId: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
      customerId: customer.id,
      email: customer.email,
      status,
      shippingAddress: {
        firstName: customer.firstName, lastName: customer.lastName, company: null, street1: '1200 Riverwalk Dr', street2: null,
        city: 'San Antonio', state: 'TX', zip: '78205', phone: customer.phone,
      },
      shippingMethod: 'standard',
      subtotal, discount: 0, shipping, tax, total,
      analyticsReportedAt: placed,
      createdAt: placed,
    });
    const last4 = rng.pick(['4242', '1881', '0005', '4444']);
    result.payments.push({
      orderId: id, provider: 'test', authorizationId: `ch_seed_${id}`, amount: total, brand: last4 === '0005' ? 'amex' : last4 === '4444' ? 'mastercard' : 'visa',
      last4, status: status === 'Pending' || status === 'Cancelled' ? 'voided' : 'captured', authorizedAt: placed,
      capturedAt: status === 'Pending' || status === 'Cancelled' ? null : placed,
    });
    if (SHIPPED.has(status)) {
      const shippedAt = new Date(placed.getTime() + 86_400_000);
      const delivered = status === 'Completed' || status === 'Shipped' || status === 'Refunded';
      result.shipments.push({
        orderId: id,
        carrier: rng.pick(['UPS', 'FedEx', 'USPS']),
        trackingNumber: `1Z${String(id)}${String(rng.int(100000, 999999))}`,
        shippedAt,
        deliveredAt: delivered ? new Date(shippedAt.getTime() + 3 * 86_400_000) : null,
      });
    }
  });
  return result;
}
