import type { Browser } from '@playwright/test';
import { NEW_CUSTOMER_PASSWORD, registerCustomer, signIn } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openAddableProduct } from '../support/shopping';

/** A new customer whose own cart holds a chlorine product, filled in another browser: their email and its title. */
async function customerWithCart(browser: Browser, firstName: string, lastName: string): Promise<{ email: string; ownTitle: string }> {
  const customer = await browser.newContext();
  const own = await customer.newPage();
  const email = await registerCustomer(own, firstName, lastName);
  const ownTitle = await openAddableProduct(own, 'chlorine');
  await own.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(own.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await customer.close();
  return { email, ownTitle };
}

// docs/decisions/0076: a guest's cart and the customer's open cart become one at sign-in.
test("a guest adds to the cart, signs in to an account that has a cart, and finds both carts' products in one", async ({ browser, page }) => {
  // Two browsers, a registration and a sign-in: more steps than most tests.
  test.slow();
  const { email, ownTitle } = await customerWithCart(browser, 'Mira', 'Merge');

  // A guest in this browser (the test's page) adds another product, then signs in.
  const guestTitle = await openAddableProduct(page, 'variable-speed-pumps');
  expect(guestTitle).not.toBe(ownTitle);
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: guestTitle })).toBeVisible();
  await signIn(page, email, NEW_CUSTOMER_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  await page.goto('/cart');
  const lines = page.getByRole('main').getByRole('list', { name: 'Cart items' });
  await expect(lines.getByRole('link', { name: ownTitle })).toHaveCount(1);
  await expect(lines.getByRole('link', { name: guestTitle })).toHaveCount(1);
});

test("another tab of this browser shows the signed-in customer and the merged cart without a reload, and the guest again after a sign-out, with no 'expired' toast", async ({ browser, context, page }) => {
  test.slow();
  const { email, ownTitle } = await customerWithCart(browser, 'Tabitha', 'Tabs');

  // This browser: a second tab on the (still empty) guest cart page, then a guest add in the first.
  const other = await context.newPage();
  await other.goto('/cart');
  await expect(other.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  const guestTitle = await openAddableProduct(page, 'variable-speed-pumps');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: guestTitle })).toBeVisible();
  await signIn(page, email, NEW_CUSTOMER_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));

  // The other tab, untouched: the customer, and the one cart the sign-in made.
  const banner = other.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Hi Tabitha!' })).toBeVisible();
  const lines = other.getByRole('main').getByRole('list', { name: 'Cart items' });
  await expect(lines.getByRole('link', { name: ownTitle })).toHaveCount(1);
  await expect(lines.getByRole('link', { name: guestTitle })).toHaveCount(1);
  await expect(banner.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

  // A sign-out in the first tab: the other shows a guest, and no 'expired' toast (nothing expired).
  await page.getByRole('banner').getByRole('button', { name: 'Hi Tabitha!' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successfully!')).toBeVisible();
  await expect(banner.getByRole('button', { name: 'Hi Tabitha!' })).toHaveCount(0);
  await expect(banner.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(other.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  await expect(other.getByText('Token is expired or incorrect.')).toHaveCount(0);
});
