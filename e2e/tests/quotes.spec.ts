import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { COMMERCE_API_URL, commerceApiHeaders, expect, staffPassword, test } from '../support/fixtures';
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
  // `/quotes` without an id (spec shopping.md 2: `/quotes/{quote?}`) is the account's quote list, behind sign-in.
  await page.goto('/quotes');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('returnUrl') === '/account/quotes');
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

/** commerce-api's product (listing shape); amounts in dollars. */
interface ListedProduct {
  id: number; sku: string; handle: string; title: string; price: number; list_price: number | null; hide_price: boolean;
  allow_non_map_pricing: boolean; inventory_status: string; inventory_level: number; pricing_tiers: unknown[];
}

/** An in-stock product of $20 or more with one price for everyone and no sale, from commerce-api. */
async function plainProduct(): Promise<ListedProduct> {
  for (let page = 1; page <= 10; page += 1) {
    const response = await fetch(`${COMMERCE_API_URL}/search/products/query?per_page=100&page=${page}`, { headers: commerceApiHeaders() });
    const { hits } = (await response.json()) as { hits: ListedProduct[] };
    const found = hits.find((p) => p.inventory_status === 'in' && p.inventory_level >= 10 && !p.hide_price && !p.allow_non_map_pricing
      && p.pricing_tiers.length === 0 && p.list_price === null && p.price >= 20);
    if (found) return found;
    if (hits.length === 0) break;
  }
  throw new Error('the seed has no in-stock product of $20 or more with one price');
}

const money = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

test('a price staff agreed on a quote shows in the cart as the quoted price, the catalogue price struck through (0065, 0071)', async ({ page }) => {
  const product = await plainProduct();
  // The shopper's request, then the admin site's agreed price (commerce-api, with a staff token).
  const requested = await fetch(`${COMMERCE_API_URL}/api/quotes/customer/request`, {
    method: 'POST', headers: { ...commerceApiHeaders(), 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Ada Pool', company: '', email: `quoted-${randomUUID()}@example.com`, phone: '', message: '', products: [{ id: product.id, sku: product.sku, quantity: 2 }] }),
  });
  expect(requested.status).toBe(201);
  const { uuid } = (await requested.json()) as { uuid: string };
  const login = await fetch(`${COMMERCE_API_URL}/api/login`, {
    method: 'POST', headers: { ...commerceApiHeaders(), 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@example.com', password: staffPassword() }),
  });
  const { token } = (await login.json()) as { token: string };
  const agreed = Math.round(product.price * 80) / 100;
  const priced = await fetch(`${COMMERCE_API_URL}/api/admin/quotes/${uuid}/prices`, {
    method: 'PUT', headers: { ...commerceApiHeaders(), 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ lines: [{ product_id: product.id, price: agreed }] }),
  });
  expect(priced.status).toBe(200);

  await page.goto(`/quotes/${uuid}`);
  await expect(page.getByRole('row').filter({ hasText: product.title })).toContainText(money(agreed));
  await page.getByRole('button', { name: 'Add to cart and check out' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/cart');
  const line = page.getByRole('main').getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ hasText: product.title });
  // The line's tag (screen readers also hear it before the price).
  await expect(line.getByText('Quoted price', { exact: true }).first()).toBeVisible();
  await expect(line.getByTestId('line-was-price')).toHaveText(`was ${money(product.price)}`);
  await expect(line.getByTestId('line-was-price')).toHaveCSS('text-decoration-line', 'line-through');
  await expect(line).toContainText(`Quoted price ${money(agreed)} each was ${money(product.price)}`);
  await expect(page.getByRole('main').getByTestId('cart-subtotal')).toHaveText(money(2 * agreed));

  // One unit fewer than quoted: the agreement is for the quoted quantity, so the catalogue price returns.
  await page.getByRole('main').getByRole('button', { name: `Decrease quantity of ${product.title}` }).click();
  await expect(page.getByRole('main').getByTestId('cart-subtotal')).toHaveText(money(product.price));
  await expect(line.getByTestId('line-was-price')).toHaveCount(0);
  await expect(line.getByText('Quoted price', { exact: true })).toHaveCount(0);
});
