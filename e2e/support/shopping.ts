import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the first product of a category (Pumps by default) that can be added to the cart; returns its title. */
export async function openAddableProduct(page: Page, category = 'pumps'): Promise<string> {
  await page.goto(`/category/${category}.html`);
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

/** Fills the checkout form (San Antonio, TX 78201; the card given, expiring in two years) and answers it. */
export async function fillCheckout(page: Page, email: string, card = '4242 4242 4242 4242'): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Pool');
  await form.getByLabel('Street address').fill('1 Main St');
  await form.getByLabel('City').fill('San Antonio');
  await form.getByLabel('State').selectOption('TX');
  await form.getByLabel('ZIP code').fill('78201');
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await form.getByLabel('Security code (CVC)').fill('123');
  // The state and zip re-quote the totals; Place Order posts the total on show, so wait for the new one.
  await expect(page.getByRole('region', { name: 'Order Summary' })).not.toHaveAttribute('aria-busy', 'true');
  return form;
}
