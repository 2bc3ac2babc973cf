import { describe, expect, it } from 'vitest';
import type { CheckoutView } from '@pool/api-contract';
import { echoValues, initialValues, placeOrderRequest, quoteQuery, readCheckoutForm, typedBeforeHydration, validateCheckout } from './checkout-form';
import { formData } from '../../lib/form-data.test-helper';

const NOW = new Date('2026-11-25T12:00:00Z');

const GOOD = {
  email: ' ada@example.com ', firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'Phoenix', state: 'az', zip: '85004',
  shippingMethod: 'economy', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123',
};

describe('the checkout form', () => {
  it('reads a posted form, trimmed, and builds the BFF request', () => {
    const values = readCheckoutForm(formData(GOOD));
    expect(values.email).toBe('ada@example.com');
    expect(validateCheckout(values, NOW)).toEqual({});
    expect(placeOrderRequest(values, 'attempt-key-0123456789', 1234, 'tok_abcdef123456')).toEqual({
      attemptKey: 'attempt-key-0123456789',
      email: 'ada@example.com',
      address: { firstName: 'Ada', lastName: 'Pool', company: null, street1: '1 Main St', street2: null, city: 'Phoenix', state: 'AZ', zip: '85004', phone: null },
      shippingMethod: 'economy',
      paymentToken: 'tok_abcdef123456',
      expectedTotal: 1234,
    });
  });

  it('sends a billing address only when a different one is ticked, checked like the shipping one (0066)', () => {
    const same = readCheckoutForm(formData({ ...GOOD, 'billing.zip': 'abc' }));
    expect(validateCheckout(same, NOW)).toEqual({});
    expect(placeOrderRequest(same, 'attempt-key-0123456789', 1, 'tok_abcdef123456')).not.toHaveProperty('billingAddress');
    const billing = { 'billing.firstName': 'Bo', 'billing.lastName': 'Bill', 'billing.street1': '9 Elm St', 'billing.city': 'Austin', 'billing.state': 'tx', 'billing.zip': '78701' };
    const different = readCheckoutForm(formData({ ...GOOD, ...billing, billingDifferent: 'on' }));
    expect(validateCheckout(different, NOW)).toEqual({});
    expect(placeOrderRequest(different, 'attempt-key-0123456789', 1, 'tok_abcdef123456').billingAddress).toEqual({
      firstName: 'Bo', lastName: 'Bill', company: null, street1: '9 Elm St', street2: null, city: 'Austin', state: 'TX', zip: '78701', phone: null,
    });
    const wrong = validateCheckout(readCheckoutForm(formData({ ...GOOD, ...billing, 'billing.zip': 'abc', 'billing.city': '', billingDifferent: 'on' })), NOW);
    expect(Object.keys(wrong).sort()).toEqual(['billingAddress.city', 'billingAddress.zip']);
  });

  it('reads an unknown shipping method as standard', () => {
    expect(readCheckoutForm(formData({ ...GOOD, shippingMethod: 'teleport' })).shippingMethod).toBe('standard');
  });

  it('never reads a card from a posted form: the card fields have no name, the card goes to the processor', () => {
    expect(readCheckoutForm(formData(GOOD))).toMatchObject({ cardNumber: '', cardExpiry: '', cardCvc: '' });
  });

  it('names every wrong field with the server messages, and the card\'s with the test processor\'s fields', () => {
    const typed = { ...readCheckoutForm(formData({ ...GOOD, email: 'x', zip: 'abc', state: '' })), cardNumber: '4242 4242 4242 4241', cardExpiry: '13/20', cardCvc: '1' };
    expect(Object.keys(validateCheckout(typed, NOW)).sort()).toEqual(['address.state', 'address.zip', 'email']);
    const errors = validateCheckout(typed, NOW, { card: true });
    expect(errors).toEqual({
      email: ['Invalid email address.'],
      'address.state': ['Choose a US state.'],
      'address.zip': ['Enter a 5-digit ZIP code.'],
      'card.number': ['Your card number is invalid.'],
      'card.expiry': ["Your card's expiration date is invalid."],
      'card.cvc': ["Your card's security code must be 3 digits."],
    });
    expect(validateCheckout({ ...readCheckoutForm(formData({ ...GOOD, email: '' })), cardNumber: '4242 4242 4242 4242', cardExpiry: 'soon', cardCvc: '123' }, NOW, { card: true })).toMatchObject({
      email: ['Email is required.'],
      'card.expiry': ['Enter the expiry as MM/YY.'],
    });
  });

  it('never echoes the card back into the page', () => {
    const echoed = echoValues({ ...readCheckoutForm(formData(GOOD)), cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123' });
    expect(echoed).toMatchObject({ cardNumber: '', cardExpiry: '', cardCvc: '', email: 'ada@example.com' });
  });
});

describe('values typed before hydration', () => {
  const shown = readCheckoutForm(formData({ shippingMethod: 'standard', state: 'TX' }));

  it('are none when the fields hold what the page was rendered with', () => {
    expect(typedBeforeHydration(shown, readCheckoutForm(formData({ shippingMethod: 'standard', state: 'TX' })))).toBeNull();
  });

  it('are adopted, without a new quote when only contact and card fields changed', () => {
    const typed = { ...readCheckoutForm(formData({ email: 'ada@example.com', shippingMethod: 'standard', state: 'TX' })), cardNumber: '4242' };
    expect(typedBeforeHydration(shown, typed)).toEqual({ values: typed, requote: false });
  });

  it('ask for a new quote when the state, zip or shipping method changed', () => {
    const changes: Record<string, string>[] = [{ state: 'AZ' }, { state: 'TX', zip: '78201' }, { state: 'TX', shippingMethod: 'economy' }];
    for (const fields of changes) {
      const typed = readCheckoutForm(formData({ shippingMethod: 'standard', ...fields }));
      expect(typedBeforeHydration(shown, typed)?.requote).toBe(true);
    }
  });
});

describe('the checkout quote query', () => {
  it('keeps only a valid state, zip and shipping method', () => {
    expect(quoteQuery('az', 'same_day', ' 85004 ')).toEqual({ state: 'AZ', zip: '85004', shippingMethod: 'same_day' });
    expect(quoteQuery('ZZ', 'overnight', '8500')).toEqual({});
    expect(quoteQuery(null, null)).toEqual({});
  });
});

describe('the first values of the form', () => {
  it('takes the default saved address, else the priced state', () => {
    const address = { id: 7, isDefault: true, firstName: 'Ada', lastName: 'Pool', company: null, street1: '1 Main St', street2: null, city: 'Phoenix', state: 'AZ', zip: '85004', phone: null };
    const view = { email: 'ada@example.com', state: 'TX', addresses: [address] } as unknown as CheckoutView;
    expect(initialValues(view)).toMatchObject({ email: 'ada@example.com', addressId: '7', address: { firstName: 'Ada', state: 'AZ', company: '' } });
    expect(initialValues({ ...view, email: null, addresses: [] })).toMatchObject({ email: '', addressId: 'new', address: { firstName: '', state: 'TX' } });
  });
});
