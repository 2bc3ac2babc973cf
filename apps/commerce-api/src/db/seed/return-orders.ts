import { shippingFee } from '@pool/cart-domain';
import type * as schema from '../schema.js';
import { STATE_TAX_RATES, taxCents } from '../../checkout/tax-rates.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const DAY_MS = 86_400_000;

export interface ReturnDemoOrder {
  order: Omit<Insert<typeof schema.orders>, 'id'>;
  lines: Omit<Insert<typeof schema.orderLines>, 'orderId'>[];
  payment: Omit<Insert<typeof schema.payments>, 'orderId'>;
  shipment: Omit<Insert<typeof schema.shipments>, 'orderId'>;
}

/**
 * Two recently delivered orders of the demo shopper, so a return can be made at once (the 14 orders
 * of seed/orders.ts were all delivered more than 30 days ago): one delivered 3 days ago with two lines
 * (2 and 1 of), one delivered 9 days ago with one line. They are numbered after the 14 (by the
 * sequence), priced like checkout, deterministic for a catalogue; dates count back from `now`.
 */
export function buildReturnDemoOrders(
  products: readonly { id?: number; sku: string; title: string; handle: string; price: number; hidePrice?: boolean }[],
  customer: { id: number; email: string; firstName: string; lastName: string; phone: string | null },
  now: Date,
): ReturnDemoOrder[] {
  const sellable = products.filter((p) => p.id !== undefined && !p.hidePrice && p.price > 0);
  const plans = [
    { key: 'a', deliveredDaysAgo: 3, status: 'Completed' as const, picks: [[sellable[3], 2], [sellable[7], 1]] as const },
    { key: 'b', deliveredDaysAgo: 9, status: 'Shipped' as const, picks: [[sellable[11], 1]] as const },
  ];
  return plans.map((plan, index) => {
    const delivered = new Date(now.getTime() - plan.deliveredDaysAgo * DAY_MS);
    const shippedAt = new Date(delivered.getTime() - 3 * DAY_MS);
    const placed = new Date(shippedAt.getTime() - DAY_MS);
    const lines = plan.picks.flatMap(([product, quantity]) => (product ? [{
      productId: product.id!, sku: product.sku, title: product.title, handle: product.handle, quantity, unitPrice: product.price, lineTotal: product.price * quantity,
    }] : []));
    const subtotal = lines.reduce((n, l) => n + l.lineTotal, 0);
    const shipping = shippingFee(subtotal);
    const tax = taxCents(subtotal, STATE_TAX_RATES.TX);
    const total = subtotal + shipping + tax;
    return {
      order: {
        attemptKey: `seed-return-demo-order-${plan.key}`,
        cartId: `00000000-0000-4000-9000-${String(index + 1).padStart(12, '0')}`,
        customerId: customer.id, email: customer.email, status: plan.status,
        shippingAddress: {
          firstName: customer.firstName, lastName: customer.lastName, company: null, street1: '1200 Riverwalk Dr', street2: null,
          city: 'San Antonio', state: 'TX', zip: '78205', phone: customer.phone,
        },
        shippingMethod: 'standard', subtotal, discount: 0, shipping, tax, total, analyticsReportedAt: placed, createdAt: placed,
      },
      lines,
      payment: {
        provider: 'test', authorizationId: `ch_seed_return_${plan.key}`, amount: total, brand: 'visa', last4: '4242', status: 'captured',
        authorizedAt: placed, capturedAt: placed,
      },
      shipment: { carrier: 'UPS', trackingNumber: `1ZRETURNDEMO${plan.key.toUpperCase()}${index}`, shippedAt, deliveredAt: delivered },
    };
  });
}
