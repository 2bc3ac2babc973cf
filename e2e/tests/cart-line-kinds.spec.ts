import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { openAddableProduct } from '../support/shopping';

test('a shopper subscribes to a chemical every 3 months and sees the period on the line, in the mini cart and on the cart page', async ({ page }) => {
  const title = await openAddableProduct(page, 'chlorine');
  const form = page.getByRole('form', { name: `Subscribe to ${title}` });
  const periods = form.getByRole('group', { name: 'Subscribe and receive it' });
  for (const label of ['Monthly', 'Every 3 Months', 'Every 6 Months', 'Every 12 Months']) {
    await expect(periods.getByRole('radio', { name: label, exact: true })).toBeVisible();
  }
  await expect(periods.getByRole('radio', { name: 'Monthly', exact: true })).toBeChecked();
  await periods.getByRole('radio', { name: 'Every 3 Months' }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();

  await expect(page.getByText('Subscription added to cart successfully!')).toBeVisible();
  const miniCart = page.getByRole('dialog', { name: 'My Cart' });
  const line = miniCart.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(line).toHaveCount(1);
  await expect(line.getByText('Subscription', { exact: true })).toBeVisible();
  await expect(line.getByTestId('subscription-period')).toHaveText('Every 3 Months');
  await page.keyboard.press('Escape');

  // The same product as a normal line too: two lines, one of them the subscription.
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(miniCart.getByRole('link', { name: title })).toHaveCount(2);

  await page.goto('/cart');
  const lines = page.getByRole('main').getByRole('list', { name: 'Cart items' });
  await expect(lines.getByTestId('subscription-period')).toHaveText(['Every 3 Months']);
  // Subscription lines change through their own intent.
  await lines.getByRole('button', { name: `Increase quantity of ${title} subscription` }).click();
  const subscription = lines.getByRole('listitem').filter({ has: page.getByTestId('subscription-period') });
  await expect(subscription.getByLabel('Quantity 2')).toBeVisible();
  await subscription.getByRole('button', { name: `Remove ${title} subscription` }).click();
  await expect(lines.getByTestId('subscription-period')).toHaveCount(0);
  await expect(lines.getByRole('link', { name: title })).toHaveCount(1);
});

test('without JavaScript, Subscribe and the subscription controls work as form posts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const title = await openAddableProduct(page, 'test-strips');
  const form = page.getByRole('form', { name: `Subscribe to ${title}` });
  await form.getByRole('radio', { name: 'Every 12 Months' }).check();
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByTestId('subscription-period')).toHaveText('Every 12 Months');
  await page.getByRole('main').getByRole('button', { name: `Increase quantity of ${title} subscription` }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('main').getByLabel('Quantity 2')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: `Remove ${title} subscription` }).click();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();

  await context.close();
});

test('a protection plan goes into the cart under its product, named by its term, and leaves with the product', async ({ page }) => {
  const title = await openAddableProduct(page, 'variable-speed-pumps');
  const plans = page.getByRole('region', { name: 'Protection Plans' });
  await plans.getByRole('button', { name: 'Add the 3 Years protection plan' }).click();

  // The plan adds its product too.
  const miniCart = page.getByRole('dialog', { name: 'My Cart' });
  await expect(miniCart.getByRole('link', { name: title })).toBeVisible();
  const plan = miniCart.getByRole('listitem', { name: `Protection plan for ${title}` });
  await expect(plan.getByTestId('plan-term')).toHaveText('3 Years');
  await expect(plan).not.toContainText('Extend Protection Plan');
  await page.keyboard.press('Escape');

  await page.goto('/cart');
  const lines = page.getByRole('main').getByRole('list', { name: 'Cart items' });
  await expect(lines.getByRole('listitem', { name: `Protection plan for ${title}` })).toBeVisible();
  await lines.getByRole('button', { name: `Remove ${title}`, exact: true }).click();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  await expect(page.getByRole('listitem', { name: `Protection plan for ${title}` })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
});

test('a plan can be removed on its own; the product stays', async ({ page }) => {
  const title = await openAddableProduct(page, 'gas-heaters');
  await page.getByRole('region', { name: 'Protection Plans' }).getByRole('button', { name: 'Add the 2 Years protection plan' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByTestId('plan-term')).toHaveText('2 Years');
  await page.goto('/cart');
  const lines = page.getByRole('main').getByRole('list', { name: 'Cart items' });
  await lines.getByRole('button', { name: `Remove the 2 Years protection plan of ${title}` }).click();
  await expect(lines.getByTestId('plan-term')).toHaveCount(0);
  await expect(lines.getByRole('link', { name: title })).toBeVisible();
});

test('a service product shows as a service line', async ({ page }) => {
  await page.goto('/pump-installation-service.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Pool Pump Installation Service' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  const line = page.getByRole('dialog', { name: 'My Cart' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Pool Pump Installation Service' }) });
  await expect(line.getByText('Service', { exact: true })).toBeVisible();
});

test('the Subscribe form, plan offers and the cart with subscription, plan and service lines have no serious axe violations', async ({ page }) => {
  await openAddableProduct(page, 'pool-shock');
  await expect(page.getByRole('group', { name: 'Subscribe and receive it' })).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByTestId('subscription-period')).toHaveText('Monthly');
  await page.keyboard.press('Escape');

  await openAddableProduct(page, 'sand-filters');
  await page.getByRole('region', { name: 'Protection Plans' }).getByRole('button', { name: 'Add the 5 Years protection plan' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByTestId('plan-term')).toHaveText('5 Years');
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/heater-installation-service.html');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByText('Service', { exact: true })).toBeVisible();
  await page.goto('/cart');
  await expect(page.getByRole('main').getByTestId('plan-term')).toHaveText('5 Years');
  expect(await seriousViolations(page, 'main')).toEqual([]);
});
