import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

test.describe('help and account drawers', () => {
  test('the help drawer lists the guest links, traps focus, closes on Escape and restores focus', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const opener = page.getByRole('banner').getByRole('button', { name: 'Help' });
    await opener.click();
    const drawer = page.getByRole('dialog', { name: 'Help' });
    await expect(drawer).toBeVisible();
    for (const title of ['Help with an order', 'Help with a product', 'Questions?', 'Contact us directly']) {
      await expect(drawer.getByRole('heading', { name: title })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/tracking/status');
    await expect(drawer.getByRole('link', { name: 'Return an order' })).toHaveAttribute('href', '/return-an-order');
    await expect(drawer.getByRole('link', { name: 'Return Policy' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: "How To's" })).toHaveAttribute('href', '/blog/how-to.html');
    await expect(drawer.getByRole('link', { name: 'Help Center' })).toBeVisible();
    await expect(drawer.getByText('Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM')).toBeVisible();
    await expect(drawer.getByRole('link', { name: /888 756 9666/ })).toHaveAttribute('href', 'tel:8887569666');
    await expect(drawer.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
    await expect(drawer.getByRole('link', { name: 'Chat with us' })).toBeVisible();
    // Page scroll is locked while it is open.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    for (let i = 0; i < 15; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('choosing a page in the help drawer closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
    await page.getByRole('dialog', { name: 'Help' }).getByRole('link', { name: "How To's" }).click();
    await expect(page).toHaveURL(/\/blog\/how-to\.html$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'How-To Guides' })).toBeVisible();
  });

  test('the dimmed overlay closes a drawer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    await expect(drawer).toBeVisible();
    await page.mouse.click(100, 450);
    await expect(drawer).toBeHidden();
  });

  test('the guest account drawer offers My Account, My Orders, Sign In and Create an Account', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Account', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Account' });
    await expect(drawer.getByRole('link', { name: 'My Account' })).toHaveAttribute('href', '/account/dashboard');
    await expect(drawer.getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/account/orders');
    await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(drawer.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/register');
  });

  test('a customer signs in, sees Hi {name}! and their drawer, and logs out', async ({ page }) => {
    await page.goto('/account/orders');
    await waitForHydration(page);
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Faccount%2Forders$/);
    await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Email or Password is incorrect. Try again or reset your password.');

    await page.getByLabel('Password').fill('pool-demo-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByText('My Account', { exact: true })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'My Account' });
    await expect(sidebar.getByRole('link')).toHaveText(['Account Dashboard', 'Orders', 'Returns', 'Pool Profile', 'Rewards', 'Addresses', 'Settings', 'Quotes']);

    const accountButton = page.getByRole('banner').getByRole('button', { name: 'Hi Sam!' });
    await expect(accountButton).toBeVisible();
    await accountButton.click();
    const drawer = page.getByRole('dialog', { name: 'Hi Sam!' });
    for (const label of ['My Account Dashboard', 'Orders', 'Returns', 'Water Tests', 'Saved Products', 'Rewards', 'Addresses', 'Settings']) {
      await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('link', { name: /^My Pools?$/ })).toBeVisible();
    await drawer.getByRole('button', { name: 'Logout' }).click();
    // Leaving an /account page goes home.
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  });

  test('signed in, the help drawer leads to the account pages', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByLabel('Email').fill('shopper@example.com');
    await page.getByLabel('Password').fill('pool-demo-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
    const drawer = page.getByRole('dialog', { name: 'Help' });
    await expect(drawer.getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/account/orders');
    await expect(drawer.getByRole('link', { name: 'Return an order' })).toHaveAttribute('href', '/return-an-order/select-an-order');
  });
});
