import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the first product of a category (Pumps unless named) that can be added to the cart; returns its title. */
export async function openAddableProduct(page: Page, category = 'pumps'): Promise<string> {
  await page.goto(`/category/${category}.html`);
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

/** A postal address as the checkout's and the address book's fields take it. */
export interface PostalAddress {
  firstName: string;
  lastName: string;
  street: string;
  city: string;
  state: string;
  zip: string;
}

/** The address {@link fillCheckout} ships to. */
export const ADA_IN_SAN_ANTONIO: PostalAddress = { firstName: 'Ada', lastName: 'Pool', street: '1 Main St', city: 'San Antonio', state: 'TX', zip: '78201' };

/**
 * Types `address` into the address fields within `scope` (First name … ZIP code); with `prefix`
 * 'Billing ', the checkout's billing fields (Billing first name …: labels match case-insensitively).
 */
export async function fillAddress(scope: Locator, address: PostalAddress, prefix = ''): Promise<void> {
  await scope.getByLabel(`${prefix}First name`).fill(address.firstName);
  await scope.getByLabel(`${prefix}Last name`).fill(address.lastName);
  await scope.getByLabel(`${prefix}Street address`).fill(address.street);
  await scope.getByLabel(`${prefix}City`).fill(address.city);
  await scope.getByLabel(`${prefix}State`).selectOption(address.state);
  await scope.getByLabel(`${prefix}ZIP code`).fill(address.zip);
}

/** Fills the checkout form ({@link ADA_IN_SAN_ANTONIO}; the card given, expiring in two years) and answers it. */
export async function fillCheckout(page: Page, email: string, card = '4242 4242 4242 4242'): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Email').fill(email);
  await fillAddress(form, ADA_IN_SAN_ANTONIO);
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await form.getByLabel('Security code (CVC)').fill('123');
  // The state and zip re-quote the totals; Place Order posts the total on show, so wait for the new one.
  await expect(page.getByRole('region', { name: 'Order Summary' })).not.toHaveAttribute('aria-busy', 'true');
  return form;
}
