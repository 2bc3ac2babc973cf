import type { Cart } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { HIDDEN_PRICE_TEXT, renderEmailCart } from './email-cart.js';

const line = (over: Partial<Cart['products'][number]> = {}): Cart['products'][number] => ({
  id: 'l1', product_id: 1, sku: 'PUMP-1', quantity: 2, price: 12.5, list_price: null, image_url: '/i.svg', is_subscription: false,
  period: null, inventory_level: 10, hide_price: false, product_view: { handle: 'super-pump', title: 'Super "Pump" <1HP>', name: 'Super Pump' },
  ...over,
});
const cart = (products: Cart['products'], customerId: number | null = null): Cart => {
  const amount = products.reduce((sum, p) => sum + p.price * p.quantity, 0);
  return {
    id: 'c1', customer_id: customerId, cart_amount: amount, discount_amount: 0, total_amount: amount, free_shipping: false, products, coupons: [],
    custom_products: [], redirect_urls: { embedded_checkout_url: null },
  };
};

describe('renderEmailCart', () => {
  it('lists each line with its link, quantity and prices, and escapes every value in the HTML', () => {
    const mail = renderEmailCart({ to: 'a@b.co', message: 'Hi <there>\nsecond line', cart: cart([line()]), storefrontUrl: 'https://shop.test/' });
    expect(mail).toMatchObject({ to: 'a@b.co', template: 'email-cart', subject: 'A shopping cart from Pool Supplies' });
    expect(mail.text).toContain('- Super "Pump" <1HP>\n  Quantity: 2 x $12.50\n  https://shop.test/super-pump.html');
    expect(mail.text).toContain('Subtotal: $25.00');
    expect(mail.html).toContain('<a href="https://shop.test/super-pump.html">Super &quot;Pump&quot; &lt;1HP&gt;</a>');
    expect(mail.html).toContain('Hi &lt;there&gt;<br>second line');
    expect(mail.html).toContain('$25.00');
  });

  it('names a subscription line its period', () => {
    const mail = renderEmailCart({ to: 'a@b.co', message: 'Look at this', cart: cart([line({ is_subscription: true, period: 'SEMI_ANNUALLY' })]), storefrontUrl: 'http://localhost:3000' });
    expect(mail.text).toContain('(subscription: Every 6 Months)');
  });

  it("never shows a guest a hidden price, nor the subtotal that would reveal it; a customer's cart shows them", () => {
    const hidden = line({ hide_price: true, price: 999 });
    const guest = renderEmailCart({ to: 'a@b.co', message: 'Look at this', cart: cart([hidden]), storefrontUrl: 'http://localhost:3000' });
    expect(guest.text).toContain(HIDDEN_PRICE_TEXT);
    expect(guest.text).not.toContain('999');
    expect(guest.html).not.toContain('999');
    const customer = renderEmailCart({ to: 'a@b.co', message: 'Look at this', cart: cart([hidden], 7), storefrontUrl: 'http://localhost:3000' });
    expect(customer.text).toContain('$999.00');
  });

  it("writes the shopper's message as plain, quoted text that no mail program turns into a link", () => {
    const message = 'Click <a href="https://evil.test/win">here</a> or visit www.evil.test\nor evil.test now';
    const mail = renderEmailCart({ to: 'a@b.co', message, cart: cart([line()]), storefrontUrl: 'https://shop.test/' });
    const theirs = mail.html!.slice(mail.html!.indexOf('<blockquote'), mail.html!.indexOf('</blockquote>'));
    expect(theirs).not.toContain('<a ');
    expect(theirs).toContain('&lt;a href=');
    expect(theirs).not.toMatch(/https?:\/\/|www\.|evil\.test/);
    expect(theirs).toContain('www&#8203;.evil&#8203;.test<br>');
    const text = mail.text.slice(mail.text.indexOf('Their message:'), mail.text.indexOf('The cart:'));
    expect(text).not.toMatch(/https?:\/\/|www\.|evil\.test/);
    expect(text).toContain('> Click <a href="https:\u200B//evil\u200B.test/win">here</a>');
    expect(text).toContain('> or evil\u200B.test now');
    // The store's own links stay links.
    expect(mail.html).toContain('<a href="https://shop.test/super-pump.html">');
  });
});
