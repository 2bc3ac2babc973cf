import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** From the home page, open the Pumps category and the first product that can be added to the cart. */
async function openAddableProduct(page: Page) {
  await page.goto('/');
  await expect(page.getByText('Free Shipping over $75 | 30-Day Returns')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: /^Pumps/ }).first().click();
  await expect(page).toHaveURL(/\/category\/pumps\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();

  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: title }).first().click();
  await expect(page).toHaveURL(/\/[a-z0-9-]+\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

test('a shopper goes home → category → product, adds it and sees it in the mini cart, also after a reload', async ({ page }) => {
  const title = await openAddableProduct(page);
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();

  // Hold the add request a moment so the pending label is observable.
  await page.route('**/cart*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const addButton = page.getByRole('main').getByRole('button', { name: 'Add to Cart' });
  await addButton.click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Adding to Cart...' })).toBeVisible();

  const miniCart = page.getByRole('dialog', { name: 'My Cart' });
  await expect(miniCart).toBeVisible();
  await expect(miniCart.getByRole('link', { name: title })).toBeVisible();
  await expect(miniCart.getByText(/Subtotal/)).toBeVisible();
  await expect(miniCart.getByRole('link', { name: 'View Cart' })).toBeVisible();
  await expect(miniCart.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: /^Cart, 1 item$/ }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: title })).toBeVisible();
});

test('the session cookie is HttpOnly and SameSite=Lax, and no token reaches the page', async ({ page, context }) => {
  await openAddableProduct(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  const session = (await context.cookies()).find((cookie) => cookie.name === 'session_id');
  expect(session).toBeDefined();
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('session_id');
  const html = await page.content();
  expect(html).not.toContain(session?.value ?? 'no-cookie');
});

test('an empty mini cart says so and disables Checkout', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Cart, 0 items$/ }).click();
  const miniCart = page.getByRole('dialog', { name: 'My Cart' });
  await expect(miniCart.getByText('Your cart is empty')).toBeVisible();
  await expect(miniCart.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(miniCart.getByText('You get Free Shipping!')).toHaveCount(0);
});

test('the cart survives a restart of every app', async ({ page, stack }) => {
  const title = await openAddableProduct(page);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: title })).toBeVisible();

  await stack.restart();

  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
});

test('a new guest who adds two products at once keeps both in one cart', async ({ page }) => {
  await page.goto('/category/pumps.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();
  // Hold each add a moment so the second click happens while the first, which creates the cart, is
  // still on its way: commerce-api keeps one cart per session, and the tab sends its cart writes in order.
  await page.route('**/cart*', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  const buttons = page.getByRole('main').getByRole('button', { name: /^Add to Cart: / , disabled: false });
  await buttons.nth(0).click();
  await buttons.nth(1).click();
  await expect(page.getByRole('button', { name: /^Cart, 2 items$/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Cart, 2 items$/ })).toBeVisible();
});
