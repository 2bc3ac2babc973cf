import type { CheckoutQuote, CheckoutView, Order, OrderView, ThankYouView } from '@pool/api-contract';
import { subscriptionPeriodLabel } from '@pool/cart-domain';
import { toCents } from '@pool/pricing';
import { productHref } from './catalog.views.js';

type Line = CheckoutQuote['lines'][number] | Order['lines'][number];

function lineView(line: Line) {
  return {
    sku: line.sku,
    title: line.title,
    href: productHref(line.handle),
    imageUrl: line.imageUrl,
    quantity: line.quantity,
    unitPrice: toCents(line.unitPrice),
    lineTotal: toCents(line.lineTotal),
    periodLabel: subscriptionPeriodLabel(line.period),
  };
}

/** The checkout page: commerce-api's quote in cents, with the attempt key and the contact email. */
export function checkoutView(quote: CheckoutQuote, extra: Pick<CheckoutView, 'attemptKey' | 'email' | 'state' | 'ready' | 'addresses'>): CheckoutView {
  return {
    attemptKey: extra.attemptKey,
    ready: extra.ready && quote.lines.length > 0,
    lines: quote.lines.map(lineView),
    couponCodes: quote.couponCodes,
    shippingOptions: quote.shippingOptions.map((o) => ({ method: o.method, label: o.label, estimate: o.estimate, price: toCents(o.price) })),
    shippingMethod: quote.shippingMethod,
    state: extra.state,
    addresses: extra.addresses,
    totals: {
      subtotal: toCents(quote.subtotal),
      discount: toCents(quote.discount),
      shipping: toCents(quote.shipping),
      tax: toCents(quote.tax),
      taxRate: quote.taxRate,
      total: toCents(quote.total),
    },
    email: extra.email,
  };
}

const addressView = (a: Order['shippingAddress']): OrderView['shippingAddress'] => ({
  name: `${a.firstName} ${a.lastName}`, company: a.company, street1: a.street1, street2: a.street2, city: a.city, state: a.state, zip: a.zip,
  phone: a.phone,
});

export function orderView(order: Order): OrderView {
  return {
    number: order.number,
    cartId: order.cartId,
    email: order.email,
    status: order.status,
    placedAt: order.createdAt,
    shippingAddress: addressView(order.shippingAddress),
    billingAddress: addressView(order.billingAddress),
    shippingMethod: order.shippingMethod,
    deliveryEstimate: order.deliveryEstimate,
    lines: order.lines.map(lineView),
    couponCodes: order.couponCodes,
    totals: {
      subtotal: toCents(order.subtotal),
      discount: toCents(order.discount),
      shipping: toCents(order.shipping),
      tax: toCents(order.tax),
      taxRate: null,
      total: toCents(order.total),
    },
    payment: order.payment ? { brand: order.payment.brand, last4: order.payment.last4 } : null,
  };
}

/** The thank-you page's analytics event: only on the order's first showing (a reload reports nothing). */
export function purchaseEvent(order: Order, firstReport: boolean): ThankYouView['analytics'] {
  if (!firstReport) return null;
  return {
    event: 'purchase',
    transactionId: order.number,
    value: toCents(order.total),
    tax: toCents(order.tax),
    shipping: toCents(order.shipping),
    currency: 'USD',
    items: order.lines.map((l) => ({ sku: l.sku, quantity: l.quantity, price: toCents(l.unitPrice) })),
  };
}
