import type { Page } from '@playwright/test';
import { expect, staffPassword, test } from '../support/fixtures';
import { actAsSamShopper, registerCustomer } from '../support/accounts';
import { linkFromMail } from '../support/outbox';
import { openAddableProduct } from '../support/shopping';
import { waitForHydration } from './shell-hydration';

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('staff act as a customer: search, banner, an add that lands in the customer\'s cart, unload, audit', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com', staffPassword());
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('You are Logged in as Alex Admin.')).toBeVisible();

  await page.getByRole('button', { name: 'Staff tools' }).click();
  await expect(page.getByText('You Are Alex Admin')).toBeVisible();
  const tools = page.getByRole('dialog', { name: 'Staff tools' });
  await tools.getByLabel('Name, email, phone or order number').fill('shopper@example.com');
  await tools.getByRole('button', { name: 'Search', exact: true }).click();
  await tools.getByRole('button', { name: 'Act as Sam Shopper' }).click();

  const banner = page.getByRole('region', { name: 'Acting as a customer' });
  await expect(banner).toContainText('Acting as Sam Shopper (shopper@example.com)');
  await expect(page.getByTestId('admin-border')).toBeAttached();

  const title = await openAddableProduct(page);
  await expect(banner).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  const miniCart = page.getByRole('dialog', { name: 'My Cart' });
  await expect(miniCart.getByRole('link', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');

  // The customer, signed in elsewhere, finds the product in their cart.
  const customer = await browser.newContext();
  const theirs = await customer.newPage();
  await signIn(theirs, 'shopper@example.com', 'pool-demo-1');
  await theirs.goto('/cart');
  await expect(theirs.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
  await customer.close();

  // Unload: back to the staff member's own view; the audit shows the start, the add and the stop.
  await page.getByRole('region', { name: 'Acting as a customer' }).getByRole('button', { name: 'Unload' }).click();
  await expect(page.getByText('You are Logged in as Alex Admin.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Acting as a customer' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Staff tools' }).click();
  await tools.getByLabel('Name, email, phone or order number').fill('Sam Shopper');
  await tools.getByRole('button', { name: 'Search', exact: true }).click();
  await tools.getByRole('button', { name: 'Audit of Sam Shopper' }).click();
  const audit = page.getByRole('list', { name: 'Audit entries' });
  await expect(audit.getByRole('listitem').first()).toContainText('act-as-stop');
  // Each write with its outcome (docs/decisions/0052).
  await expect(audit).toContainText('cart-change · POST /v1/cart/items → 200');
  await expect(audit).toContainText('act-as-start');
});

test("a shopper's pages carry none of the staff tools, and a shopper cannot use them", async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => chunks.push(request.url()));
  await signIn(page, 'shopper@example.com', 'pool-demo-1');
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Sam!' })).toBeVisible();
  const html = await (await page.request.get('/')).text();
  for (const text of ['You are Logged in as', 'Staff tools', 'You Are ', 'adminUrl', 'admin.poolsupplies']) {
    expect(html).not.toContain(text);
    expect(await page.content()).not.toContain(text);
  }
  expect(chunks.filter((url) => /staff/i.test(url))).toEqual([]);
  const session = await (await page.request.get('/session', { headers: { accept: 'application/json' } })).json();
  expect(session).not.toHaveProperty('staff');
  const search = await page.request.get('/staff?q=shopper', { headers: { 'user-id': '1', 'act-as': '1' } });
  expect(search.status()).toBe(403);
  expect(await search.json()).toEqual({ ok: false, message: 'You do not have permission to do that.' });
  // A write is refused the same way, and said as the spec's toast on the page (site-shell.md 8).
  const actAs = await page.request.post('/staff', { form: { intent: 'act-as', customerId: '1' }, headers: { origin: new URL(page.url()).origin } });
  expect(actAs.status()).toBe(403);
  expect(await actAs.json()).toEqual({ ok: false, message: null });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('You do not have permission to do that.')).toBeVisible();
});

test("Create Quote hands off to the admin site's quote creation; the customer's one-click link brings the cart staff filled (0066)", async ({ page, browser }) => {
  test.setTimeout(150_000);
  // A new customer, so the cart staff fill is the only one they have.
  const customer = await browser.newContext();
  const theirs = await customer.newPage();
  const email = await registerCustomer(theirs, 'Quinn', 'Quoted');
  await customer.clearCookies();

  await signIn(page, 'admin@example.com', staffPassword());
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Staff tools' }).click();
  const tools = page.getByRole('dialog', { name: 'Staff tools' });
  await tools.getByLabel('Name, email, phone or order number').fill(email);
  await tools.getByRole('button', { name: 'Search', exact: true }).click();
  await tools.getByRole('button', { name: 'Act as Quinn Quoted' }).click();
  await expect(page.getByRole('region', { name: 'Acting as a customer' })).toContainText('Acting as Quinn Quoted');

  const title = await openAddableProduct(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: title })).toBeVisible();
  await page.keyboard.press('Escape');

  // The admin site is not part of this store: its quote creation page is answered here.
  const admin: URL[] = [];
  await page.route('https://admin.poolsupplies.example/**', async (route) => {
    admin.push(new URL(route.request().url()));
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Admin</title><h1>New quote</h1>' });
  });
  // The overlay reads the session's cart id with the page.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Staff tools' }).click();
  await expect(tools.getByTestId('staff-cart-id')).not.toHaveText('none');
  const cartId = (await tools.getByTestId('staff-cart-id').textContent())!.trim();
  await tools.getByRole('button', { name: 'Create Quote' }).click();
  await expect(page.getByRole('heading', { name: 'New quote' })).toBeVisible();
  expect(admin).toHaveLength(1);
  expect(admin[0]!.pathname).toBe('/quotes/create');
  expect(admin[0]!.searchParams.get('cart_id')).toMatch(new RegExp(`^${cartId}`));
  expect(admin[0]!.searchParams.get('quote')).toMatch(/^[0-9a-f-]{36}$/);
  expect(admin[0]!.searchParams.get('customer_id')).toMatch(/^\d+$/);
  // The quote made from the cart is in the store too, for the admin site to finish.
  await page.unroute('https://admin.poolsupplies.example/**');
  await page.goto(`/quotes/${admin[0]!.searchParams.get('quote')}`);
  await expect(page.getByRole('main')).toContainText(title);

  // The customer asks for a one-click login link on a browser without a cart: the cart comes along.
  await theirs.goto('/login');
  await waitForHydration(theirs);
  await theirs.getByLabel('Email').fill(email);
  await theirs.getByRole('button', { name: 'Email me a One Click Login Link' }).click();
  await expect(theirs.getByRole('main').getByRole('status')).toContainText('One Click Login Link');
  await theirs.goto(await linkFromMail(email, '/auto-login'));
  await waitForHydration(theirs);
  await theirs.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(theirs).not.toHaveURL(/\/auto-login/);
  await theirs.goto('/cart');
  await expect(theirs.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
  await customer.close();
});

test("staff acting as a customer see that customer's orders to return and their returns (0066)", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com', staffPassword());
  await actAsSamShopper(page, '/account/returns');
  await page.goto('/return-an-order/select-an-order');
  await expect(page.getByRole('main').getByText(/#\d+/).first()).toBeVisible();
});

test('/preview/* shows staff a draft before it is published; everyone else gets the not-found page (0066)', async ({ page, browser }) => {
  await signIn(page, 'admin@example.com', staffPassword());
  const preview = await page.goto('/preview/summer-sale');
  expect(preview?.status()).toBe(200);
  expect(preview?.headers()['cache-control']).toContain('no-store');
  await expect(page.getByRole('note')).toHaveText('Preview: this page is shown to staff only until it is published.');
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Sale' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect((await page.goto('/preview/no-such-draft'))?.status()).toBe(404);

  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  for (const path of ['/preview/summer-sale', '/summer-sale']) {
    expect((await visitor.goto(path))?.status()).toBe(404);
    await expect(visitor.getByRole('heading', { name: "Oops. There's nothing here." })).toBeVisible();
  }
  await signIn(visitor, 'shopper@example.com', 'pool-demo-1');
  expect((await visitor.goto('/preview/summer-sale'))?.status()).toBe(404);
  await guest.close();
});
