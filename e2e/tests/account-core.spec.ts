import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signIn, submitRegistration } from '../support/accounts';
import { COMMERCE_API_URL, commerceApiHeaders, expect, test } from '../support/fixtures';
import { openOutbox } from '../support/outbox';
import { fillAddress } from '../support/shopping';
import { waitForHydration } from './shell-hydration';

/** The seeded demo customer (apps/commerce-api/src/db/seed/customers.ts). */
const DEMO = { email: 'shopper@example.com', password: 'pool-demo-1' };
const unique = (what: string) => `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function signedIn(page: Page, email: string, password: string) {
  await signIn(page, email, password);
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toBeVisible();
}

/** A freshly registered customer (for tests that change passwords or emails: the demo account stays usable). */
async function registerNew(page: Page, password = 'blue-heron-42'): Promise<{ email: string; password: string }> {
  const email = unique('acct');
  await page.goto('/register');
  await waitForHydration(page);
  await submitRegistration(page, { firstName: 'Robin', lastName: 'Reed', email, password });
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  return { email, password };
}

async function fillAddressForm(page: Page, street: string, city = 'Phoenix', state = 'AZ', zip = '85004') {
  const form = page.getByRole('form', { name: /Add an address|Edit address/ });
  await fillAddress(form, { firstName: 'Sam', lastName: 'Shopper', street, city, state, zip });
  return form;
}

test('the demo customer adds, edits, sets the default and deletes addresses', async ({ page }) => {
  await signedIn(page, DEMO.email, DEMO.password);
  await page.goto('/account/addresses');
  await expect(page.getByRole('heading', { level: 1, name: 'Addresses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Addresses' })).toHaveAttribute('aria-current', 'page');
  const first = `${Date.now() % 100000} Cactus Rd`;
  const second = `${Date.now() % 100000} Mesa Dr`;

  // A bad ZIP: the form says so, nothing is saved, no toast.
  if (await page.getByRole('link', { name: 'Add a new address' }).isVisible()) await page.getByRole('link', { name: 'Add a new address' }).click();
  let form = await fillAddressForm(page, first, 'Phoenix', 'AZ', '850');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /.+/ })).toHaveCount(0);

  await form.getByLabel('ZIP code').fill('85004');
  await form.getByRole('button', { name: 'Save address' }).click();
  const book = page.getByRole('list', { name: 'Saved addresses' });
  await expect(book.getByRole('listitem').filter({ hasText: first })).toBeVisible();

  await page.getByRole('link', { name: 'Add a new address' }).click();
  form = await fillAddressForm(page, second, 'Tucson', 'AZ', '85701');
  await form.getByRole('button', { name: 'Save address' }).click();
  const secondCard = book.getByRole('listitem').filter({ hasText: second });
  await expect(secondCard).toBeVisible();

  // Edit the second one.
  await secondCard.getByRole('link', { name: `Edit ${second}` }).click();
  form = page.getByRole('form', { name: 'Edit address' });
  await form.getByLabel('Apartment, suite, etc. (optional)').fill('Unit 7');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(book.getByRole('listitem').filter({ hasText: second })).toContainText('Unit 7');

  // Make it the default: the dashboard shows it.
  await book.getByRole('listitem').filter({ hasText: second }).getByRole('button', { name: `Make ${second} the default address` }).click();
  await expect(book.getByRole('listitem').filter({ hasText: second })).toContainText('Default address');
  await expect(book.getByRole('listitem').filter({ hasText: 'Default address' })).toHaveCount(1);
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Dashboard' })).toBeVisible();
  await expect(page.getByText(DEMO.email)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Default address' })).toContainText(second);
  // The demo customer's newest seeded orders and the points they earned.
  const recent = page.getByRole('region', { name: 'Recent orders' });
  await expect(recent.getByRole('link', { name: /^Order / })).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Reward points' })).toContainText(/[1-9][\d,]* points/);

  // Delete both.
  await page.goto('/account/addresses');
  for (const street of [second, first]) {
    await book.getByRole('listitem').filter({ hasText: street }).getByRole('button', { name: `Delete ${street}` }).click();
    await expect(book.getByRole('listitem').filter({ hasText: street })).toHaveCount(0);
  }
});

test('settings: profile changes, the notification setting sticks after reload, the email change notifies the old address', async ({ page }) => {
  const { email, password } = await registerNew(page);
  await page.goto('/account/settings');
  await waitForHydration(page);
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('First name').fill('Robyn');
  await profile.getByLabel('Phone (optional)').fill('210-555-0100');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile was saved.');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Robyn!' })).toBeVisible();

  // The notification toggle saves itself with the spec's loading toast.
  const notify = page.getByRole('checkbox', { name: 'Send me e-mail notifications' });
  await expect(notify).toBeChecked();
  await notify.uncheck();
  await expect(page.getByRole('form', { name: 'E-mail notifications' }).getByRole('status')).toHaveText('Your e-mail notification setting was saved.');
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Send me e-mail notifications' })).not.toBeChecked();

  // A new email needs the password, then a notice goes to the old address.
  const next = unique('moved');
  await profile.getByLabel('Email').fill(next);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByText('Enter your current password to change your email.').first()).toBeVisible();
  await profile.getByLabel('Email').fill(next);
  await profile.getByLabel('Current password').fill(password);
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(profile.getByRole('status')).toHaveText('Your profile was saved.');
  await expect(profile.getByLabel('Email')).toHaveValue(next);
  await openOutbox(page);
  await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: 'The email of your Pool Supplies account was changed' })).toHaveCount(1);
});

test('a password change keeps this browser signed in and signs out an older session', async ({ page, browser, baseURL }) => {
  const { email, password } = await registerNew(page);
  const older = await browser.newContext({ baseURL });
  const olderPage = await older.newPage();
  await signedIn(olderPage, email, password);
  await olderPage.goto('/account/dashboard');
  await expect(olderPage.getByRole('heading', { level: 1, name: 'Account Dashboard' })).toBeVisible();

  await page.goto('/account/settings');
  const form = page.getByRole('form', { name: 'Password' });
  await form.getByLabel('Current password').fill('not-my-password');
  await form.getByLabel('New password').fill('brand-new-heron-9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByText('Your current password is incorrect.').first()).toBeVisible();

  await form.getByLabel('Current password').fill(password);
  await form.getByLabel('New password').fill('brand-new-heron-9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByRole('status')).toContainText('Your password was changed.');
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Dashboard' })).toBeVisible();

  // The older browser is signed out at its next page.
  await olderPage.goto('/account/dashboard');
  await expect(olderPage).toHaveURL(/\/login\?returnUrl=%2Faccount%2Fdashboard$/);
  await older.close();
});

test('checkout with a saved address picked: the default is preselected and the email prefilled', async ({ page }) => {
  const { email } = await registerNew(page);
  await page.goto('/account/addresses');
  const form = await fillAddressForm(page, '9 Alamo Plaza', 'San Antonio', 'TX', '78205');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('list', { name: 'Saved addresses' })).toContainText('9 Alamo Plaza');

  await page.goto('/category/pumps.html');
  await waitForHydration(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  await page.goto('/checkout');
  await waitForHydration(page);
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await expect(checkout.getByLabel('Email')).toHaveValue(email);
  await expect(checkout.getByRole('radio', { name: /9 Alamo Plaza/ })).toBeChecked();
  // Priced for the saved address's state before anything is typed.
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('Tax (6.25%)')).toBeVisible();
  await checkout.getByLabel('Card number').fill('4242 4242 4242 4242');
  await checkout.getByLabel('Expiry (MM/YY)').fill(`12/${String((new Date().getUTCFullYear() + 2) % 100).padStart(2, '0')}`);
  await checkout.getByLabel('Security code (CVC)').fill('123');
  await checkout.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/thankyou\/[0-9a-f-]{36}$/);
  // The shipping address (the page also shows the billing address, the same here, and may show the
  // same-day store's address in the same city).
  await expect(page.getByRole('region', { name: 'Shipping to' }).locator('address')).toContainText('9 Alamo Plaza');
  await expect(page.getByRole('region', { name: 'Shipping to' }).locator('address')).toContainText('San Antonio, TX 78205');
});

test("/checkout?load= shows, then loads on a click, only an open guest cart or the shopper's own; another customer's or an unknown cart is refused", async ({ page }) => {
  // Another customer's open cart, made straight in commerce-api (the browser never sees cart ids).
  const login = await fetch(`${COMMERCE_API_URL}/api/login`, {
    method: 'POST', headers: { ...commerceApiHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(DEMO),
  });
  const demoId = ((await login.json()) as { user: { id: number } }).user.id;
  const products = await fetch(`${COMMERCE_API_URL}/search/products/query?per_page=50&page=1`, { headers: commerceApiHeaders() });
  const buyable = ((await products.json()) as { hits: { id: number; inventory_status: string; hide_price: boolean }[] }).hits.find((p) => p.inventory_status === 'in' && !p.hide_price)!;
  const makeCart = async (customerId: number | null) => {
    const res = await fetch(`${COMMERCE_API_URL}/api/v1/carts/e2e-${randomUUID()}`, {
      method: 'POST', headers: { ...commerceApiHeaders(), 'content-type': 'application/json' },
      body: JSON.stringify({ line_items: [{ product_id: buyable.id, quantity: 1 }], customer_id: customerId }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const demoCart = await makeCart(demoId);
  const guestCart = await makeCart(null);

  await registerNew(page);
  const refused = "That cart can't be opened here: it may have been ordered already, or it belongs to another account.";
  const answer = await page.goto(`/checkout?load=${demoCart}`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  expect((await page.goto(`/checkout?load=${randomUUID()}`))?.status()).toBe(404);
  await expect(page.getByRole('alert').filter({ hasText: refused })).toBeVisible();
  expect((await page.goto('/checkout?load=not-a-cart'))?.status()).toBe(404);

  // A guest cart (e.g. a link someone sent): following the link shows the cart and changes nothing;
  // the shopper's button loads it, and the URL is the plain checkout.
  await page.goto(`/checkout?load=${guestCart}`);
  await expect(page.getByRole('heading', { name: 'Open this cart?' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cart to open' }).getByRole('listitem')).toHaveCount(1);
  await page.goto('/checkout');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
  await page.goto(`/checkout?load=${guestCart}`);
  await page.getByRole('button', { name: 'Open this cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('listitem')).toHaveCount(1);

  // The demo customer may load their own.
  await page.context().clearCookies();
  await signedIn(page, DEMO.email, DEMO.password);
  await page.goto(`/checkout?load=${demoCart}`);
  await page.getByRole('button', { name: 'Open this cart' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByRole('listitem')).toHaveCount(1);
});
