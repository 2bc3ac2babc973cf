import { expect, staffPassword, test } from '../support/fixtures';
import { actAsSamShopper, signIn } from '../support/accounts';
import { openAddableProduct } from '../support/shopping';
import { waitForHydration } from './shell-hydration';

// Errors that are not the form's (a 403, a failed sign-out) reach the shopper as the spec's toasts,
// rendered by the page a write redirected to: with JavaScript and without (docs/decisions/0070).
test.describe.configure({ mode: 'serial' });

test("a sign-out the store could not complete says 'Failed to logout.' in a toast", async ({ page, stack }) => {
  await signIn(page, 'shopper@example.com', 'pool-demo-1');
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Sam!' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Hi Sam!' }).click();
  const logout = page.getByRole('dialog').getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  // commerce-api goes down: the BFF cannot end the customer's token upstream.
  await stack.stopCommerceApi();
  try {
    await logout.click();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Failed to logout.')).toBeVisible();
    await expect(notifications.getByText('Logout successfully!')).toHaveCount(0);
    // Shown once: the page loaded again has no toast.
    await page.reload();
    await expect(notifications.getByText('Failed to logout.')).toHaveCount(0);
  } finally {
    await stack.startCommerceApi();
  }
});

test("staff acting as a customer may not write the customer's review: 'You do not have permission to do that.', with and without JavaScript", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@example.com', staffPassword());
  await expect(page).not.toHaveURL(/\/login/);
  await actAsSamShopper(page);

  await openAddableProduct(page);
  const productPath = new URL(page.url()).pathname;
  await page.locator('#reviews').getByRole('link', { name: 'Write a review' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Write a review' })).toBeVisible();
  const formUrl = page.url();
  await waitForHydration(page);
  const write = async (form: typeof page) => {
    await form.getByLabel('Rating').selectOption('5');
    await form.getByLabel('Title').fill('Not mine to write');
    await form.getByLabel('Your review').fill('Staff must not put words in a customer\'s mouth.');
    await form.getByRole('button', { name: 'Submit Review' }).click();
  };
  await write(page);
  const notifications = page.getByRole('region', { name: 'Notifications' });
  await expect(notifications.getByText('You do not have permission to do that.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${productPath.replace(/[.?]/g, '\\$&')}$`));
  await expect(notifications.getByText(/Sending review product/)).toHaveCount(0);

  // The same refusal without JavaScript: the toast is in the page the server answered.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  try {
    const plain = await noScript.newPage();
    await plain.goto(formUrl);
    await write(plain);
    await expect(plain).toHaveURL(new RegExp(`${productPath.replace(/[.?]/g, '\\$&')}$`));
    await expect(plain.getByRole('region', { name: 'Notifications' }).getByText('You do not have permission to do that.')).toBeVisible();
  } finally {
    await noScript.close();
  }
});
