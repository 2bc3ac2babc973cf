import { randomUUID } from 'node:crypto';
import { expect, staffPassword, test } from '../support/fixtures';
import { fillCheckout } from '../support/shopping';
import { addableCard, expectInCart, visitImpatiently } from './impatient';

// The shopper adds, opens the cart and places the order, each press made as soon as the page's `load`
// event fires on a slowed CPU.

test('Add to Cart, the cart button and Place Order, each pressed at load, buy the product', async ({ page }) => {
  const { card, title } = await addableCard(page);
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expectInCart(page, title);

  // The cart button: the mini cart, or the cart page, lists the product.
  await visitImpatiently(page, '/about');
  await page.getByRole('banner').getByRole('button', { name: /^Cart/ }).click();
  const cart = page.getByRole('dialog', { name: 'My Cart' }).or(page.getByRole('main').filter({ has: page.getByRole('heading', { level: 1, name: 'Shopping Cart' }) }));
  await expect(cart.getByRole('link', { name: title }).first()).toBeVisible();

  await visitImpatiently(page, '/checkout');
  const form = await fillCheckout(page, `impatient-${randomUUID()}@example.com`);
  await form.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/thankyou\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
});

test('the staff toggle, pressed as soon as it shows, opens the staff tools', async ({ page }) => {
  await visitImpatiently(page, '/login');
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill(staffPassword());
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).not.toHaveURL(/\/login/);
  await visitImpatiently(page, '/about');
  await page.getByRole('button', { name: 'Staff tools' }).click();
  // The panel's parts are fixed to the screen's edges (the dialog element itself has no box).
  await expect(page.getByRole('dialog', { name: 'Staff tools' }).getByRole('heading', { name: 'Staff tools' })).toBeVisible();
  await expect(page.getByText('You Are Alex Admin')).toBeVisible();
});
