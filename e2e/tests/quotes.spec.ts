import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { openOutbox } from '../support/outbox';
import { fillCheckout, openAddableProduct } from '../support/shopping';
import { waitForHydration } from './shell-hydration';

/** Requests a quote for the product page's product (quantity 3) and answers the quote's uuid, read from the confirmation mail. */
async function requestQuote(page: Page, title: string, email: string): Promise<string> {
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Request a Quote' }).click();
  const flyout = page.getByRole('dialog', { name: 'Request a Quote' });
  await expect(flyout).toBeVisible();
  await expect(flyout.getByText(title, { exact: true })).toBeVisible();

  // Quantity controls: never below 1.
  const decrease = flyout.getByRole('button', { name: `Decrease quantity of ${title}` });
  await expect(decrease).toBeDisabled();
  await flyout.getByRole('button', { name: `Increase quantity of ${title}` }).click();
  await flyout.getByRole('button', { name: `Increase quantity of ${title}` }).click();
  await expect(flyout.getByRole('textbox', { name: `Quantity of ${title}`, exact: true })).toHaveValue('3');

  // Submitting empty shows the spec's messages at their fields.
  await flyout.getByRole('button', { name: 'Submit' }).click();
  await expect(flyout.getByText('Name is required.')).toBeVisible();
  await expect(flyout.getByText('Email is required.')).toBeVisible();

  await flyout.getByLabel('Full Name').fill('Ada Pool');
  await flyout.getByLabel('Email Address').fill(email);
  await flyout.getByLabel('Phone').fill('555-0100');
  await flyout.getByLabel('Message').fill('For the club pool, please.');
  // Hold the submit a moment so the busy label is observable.
  await page.route('**/resources/quote-request*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await flyout.getByRole('button', { name: 'Submit' }).click();
  await expect(flyout.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(flyout.getByText('Thank you for your request! We have received your quote request and will contact you soon.')).toBeVisible();
  await page.unroute('**/resources/quote-request*');

  // After the success, the next add starts a new request: the form is empty again, quantity 1.
  await page.keyboard.press('Escape');
  await expect(flyout).toBeHidden();
  await page.getByRole('main').getByRole('button', { name: 'Request a Quote' }).click();
  await expect(flyout.getByLabel('Full Name')).toHaveValue('');
  await expect(flyout.getByRole('textbox', { name: `Quantity of ${title}`, exact: true })).toHaveValue('1');
  await page.keyboard.press('Escape');

  // The confirmation mail, in the outbox, links to the quote.
  await openOutbox(page);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('link', { name: 'We received your quote request' }).click();
  const text = page.locator('pre');
  await expect(text).toContainText(title);
  await expect(text).toContainText('3 x');
  const match = /\/quotes\/([0-9a-f-]{36})/.exec(await text.innerText());
  expect(match, 'a quote link in the mail').not.toBeNull();
  return match![1]!;
}

test('a quote request from a product page: flyout, validation, submit, success, confirmation mail', async ({ page }) => {
  const title = await openAddableProduct(page);
  const email = `quote-${randomUUID()}@example.com`;
  const uuid = await requestQuote(page, title, email);

  // The quote page shows it.
  await page.goto(`/quotes/${uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('cell').nth(2)).toHaveText('3');
  await expect(page.getByText(`Requested by Ada Pool, ${email}`)).toBeVisible();

  // The request kept across pages: a product page opened anew shows the request started after the success.
  await openAddableProduct(page);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Request a Quote' }).click();
  await expect(page.getByRole('dialog', { name: 'Request a Quote' }).getByRole('textbox', { name: `Quantity of ${title}`, exact: true })).toHaveValue('2');
});

test('an unknown quote is the 404 page', async ({ page }) => {
  const response = await page.goto(`/quotes/${randomUUID()}`);
  expect(response?.status()).toBe(404);
  expect((await page.goto('/quotes/not-a-quote'))?.status()).toBe(404);
});

test('a quote turned into a cart and bought with 4242', async ({ page }) => {
  const title = await openAddableProduct(page);
  const uuid = await requestQuote(page, title, `buyer-${randomUUID()}@example.com`);

  await page.goto(`/quotes/${uuid}`);
  await page.getByRole('button', { name: 'Add to cart and check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByRole('link', { name: title })).toBeVisible();
  await expect(summary).toContainText('3');

  const form = await fillCheckout(page, `buyer-${randomUUID()}@example.com`);
  await form.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/thankyou\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
});
