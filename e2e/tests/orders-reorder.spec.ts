import { registerCustomer } from '../support/accounts';
import { fillCheckout, openAddableProduct } from '../support/shopping';
import { expect, test } from '../support/fixtures';

// Reorder (docs/decisions/0066) puts back what the order held: products, each protection plan under
// its product again, and subscriptions at their period.

test('Reorder puts back a protection plan under its product and a subscription at its period', async ({ page }) => {
  // Registers, fills a cart with three kinds of line, checks out and reorders: a long path.
  test.setTimeout(150_000);
  const email = await registerCustomer(page, 'Rory');
  const pump = await openAddableProduct(page, 'variable-speed-pumps');
  await page.getByRole('region', { name: 'Protection Plans' }).getByRole('button', { name: 'Add the 3 Years protection plan' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByTestId('plan-term')).toHaveText('3 Years');
  await page.keyboard.press('Escape');
  const chlorine = await openAddableProduct(page, 'chlorine');
  const subscribe = page.getByRole('form', { name: `Subscribe to ${chlorine}` });
  await subscribe.getByRole('radio', { name: 'Every 3 Months' }).check();
  await subscribe.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Subscription added to cart successfully!')).toBeVisible();

  await page.goto('/checkout');
  const form = await fillCheckout(page, email);
  await form.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/thankyou\/[0-9a-f-]{36}$/);
  const number = (await page.getByTestId('order-number').innerText()).trim();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();

  await page.goto(`/account/orders/${number}`);
  await page.getByRole('button', { name: 'Reorder' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to your cart' })).toBeVisible();
  await page.goto('/cart');
  const lines = page.getByRole('main').getByRole('list', { name: 'Cart items' });
  await expect(lines.getByRole('listitem', { name: `Protection plan for ${pump}` }).getByTestId('plan-term')).toHaveText('3 Years');
  await expect(lines.getByRole('link', { name: pump }).first()).toBeVisible();
  const subscription = lines.getByRole('listitem').filter({ has: page.getByTestId('subscription-period') });
  await expect(subscription.getByRole('link', { name: chlorine })).toBeVisible();
  await expect(subscription.getByTestId('subscription-period')).toHaveText('Every 3 Months');
});
