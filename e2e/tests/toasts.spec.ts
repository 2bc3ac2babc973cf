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

test("a sign-up the store cannot take is the spec's toast, not a message by the field, with and without JavaScript", async ({ page, browser, stack }) => {
  test.setTimeout(120_000);
  const footer = page.getByRole('contentinfo');
  // The page is read once while commerce-api is up: the BFF keeps it and the shell.
  await page.goto('/about');
  await stack.stopCommerceApi();
  try {
    await page.goto('/about');
    await waitForHydration(page);
    await footer.getByRole('textbox', { name: 'Email address' }).fill('down-e2e@example.com');
    await footer.getByRole('button', { name: 'Sign Up' }).click();
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications.getByText('Oops, there was a problem, please try again later.')).toBeVisible();
    await expect(footer.getByText('Oops, there was a problem, please try again later.')).toHaveCount(0);
    await expect(footer.getByText("Success! You're now subscribed to receive savings and tips.")).toHaveCount(0);
    // Shown once: the next page has no toast.
    await page.goto('/about');
    await expect(notifications.getByText('Oops, there was a problem, please try again later.')).toHaveCount(0);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/about');
      const plainFooter = plain.getByRole('contentinfo');
      await plainFooter.getByRole('textbox', { name: 'Email address' }).fill('down-no-js-e2e@example.com');
      await plainFooter.getByRole('button', { name: 'Sign Up' }).click();
      await expect(plain).toHaveURL(/\/newsletter$/);
      const plainNotifications = plain.getByRole('region', { name: 'Notifications' });
      await expect(plainNotifications.getByText('Oops, there was a problem, please try again later.')).toBeVisible();
      await expect(plain.getByRole('main').getByText('Oops, there was a problem, please try again later.')).toHaveCount(0);
      // The toast this page showed is not left for the next one.
      await plain.goto('/about');
      await expect(plainNotifications.getByText('Oops, there was a problem, please try again later.')).toHaveCount(0);
    } finally {
      await noScript.close();
    }
  } finally {
    await stack.startCommerceApi();
  }
});

test('a zip the store cannot look up for a server failure is a toast, not a message by the zip field', async ({ page, stack }) => {
  await page.goto('/about');
  await stack.stopCommerceApi();
  try {
    await page.goto('/about');
    await waitForHydration(page);
    await page.getByRole('banner').getByTestId('deliver-to').filter({ visible: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Deliver to' });
    await dialog.getByLabel('Zip code').fill('78201');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Oops, there was a problem, please try again later')).toBeVisible();
    await expect(dialog.getByText('Oops, there was a problem, please try again later')).toHaveCount(0);
    await expect(dialog.getByText('Please enter a valid zip code')).toHaveCount(0);
  } finally {
    await stack.startCommerceApi();
  }
});
