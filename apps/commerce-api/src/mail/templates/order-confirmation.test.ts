import type { Order } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from './order-confirmation.js';

const shipTo: Order['shippingAddress'] = {
  firstName: 'Pat', lastName: 'Pool', company: null, street1: '1 Main St', street2: null, city: 'San Antonio', state: 'TX', zip: '78201', phone: null,
};
const order = (billingAddress: Order['billingAddress']): Order => ({
  id: 7, number: '100099', cartId: 'c1', customerId: null, email: 'pat@example.com', status: 'Placed', createdAt: '2026-12-06T10:00:00Z',
  shippingAddress: shipTo, billingAddress, shippingMethod: 'standard', deliveryEstimate: 'Arrives in 2-5 business days',
  lines: [{ productId: 1, sku: 'P-1', title: 'Pump', handle: 'pump', imageUrl: '/p.svg', quantity: 1, unitPrice: 20, lineTotal: 20, isSubscription: false, period: null }],
  couponCodes: [], subtotal: 20, discount: 0, shipping: 6.95, tax: 1.25, total: 28.2, payment: null, fraudSessionId: null,
});

describe('renderOrderConfirmation', () => {
  it('shows the billing address given at checkout under its own heading, after where the order ships', () => {
    const mail = renderOrderConfirmation(order({ ...shipTo, firstName: 'Bo', lastName: 'Bill', street1: '9 Elm St', city: 'Austin', zip: '78701', company: 'Bill & Co' }), 'http://localhost:3000');
    expect(mail.text).toMatch(/Shipping to:\nPat Pool\n1 Main St\nSan Antonio, TX 78201\n[\s\S]*\nBilling address:\nBo Bill\nBill & Co\n9 Elm St\nAustin, TX 78701\n/);
    expect(mail.html).toContain('<strong>Billing address</strong><br>Bo Bill<br>Bill &amp; Co<br>9 Elm St<br>Austin, TX 78701</p>');
  });

  it('shows the shipping address as the billing address when they were the same', () => {
    const mail = renderOrderConfirmation(order(shipTo), 'http://localhost:3000');
    expect(mail.text).toContain('Billing address:\nPat Pool\n1 Main St\nSan Antonio, TX 78201\n');
  });
});
