import { expect, test } from '../support/fixtures';
import { openMail, openOutbox } from '../support/outbox';
import { openAddableProduct } from '../support/shopping';
import { waitForHydration } from './shell-hydration';

test.describe('with JavaScript', () => {
  test('Email Cart checks the fields, sends, closes, and the mail with the cart line is in the outbox', async ({ page }) => {
    const title = await openAddableProduct(page);
    await waitForHydration(page);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    const miniCart = page.getByRole('dialog', { name: 'My Cart' });
    await expect(miniCart.getByRole('link', { name: title })).toBeVisible();

    await miniCart.getByRole('button', { name: 'Email cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Email Cart' });
    await expect(modal).toBeVisible();
    const email = modal.getByLabel('Email');
    const message = modal.getByLabel('Message');
    const send = modal.getByRole('button', { name: 'Send Email' });

    // A submit with empty fields shows the spec's messages and sends nothing.
    await send.click();
    await expect(modal.getByText('Email is required.')).toBeVisible();
    await expect(modal.getByText('Message is required')).toBeVisible();
    // As the shopper types, the messages follow the input (trimmed).
    await email.fill('friend@');
    await expect(modal.getByText('Invalid email address.')).toBeVisible();
    await message.fill('  short   ');
    await expect(modal.getByText('Message must have at least 8 letters.')).toBeVisible();

    const to = `friend-${Date.now()}@example.com`;
    await email.fill(` ${to} `);
    await message.fill('Have a look at this pump, it is the one we need.');
    await expect(modal.getByText('Invalid email address.')).toHaveCount(0);
    await expect(modal.getByText('Message must have at least 8 letters.')).toHaveCount(0);

    // Hold the send a moment so the pending label is observable.
    await page.route('**/cart/email*', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await send.click();
    await expect(modal.getByRole('button', { name: 'Sending Email...' })).toBeVisible();
    await expect(modal).toBeHidden();
    // The spec has no toast for a sent cart: the modal closes (with the answer), and that is all (the add's toast may still show).
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(toasts.filter({ hasNotText: 'Added to cart successfully!' })).toHaveCount(0);

    // The outbox, on commerce-api's loopback listener (never the storefront): newest first, never cached or indexed.
    expect((await page.request.get('/dev/outbox')).status()).toBe(404);
    const listing = await openOutbox(page);
    expect(listing?.headers()['cache-control']).toContain('no-store');
    expect(listing?.headers()['x-robots-tag']).toContain('noindex');
    const row = page.getByRole('row').filter({ hasText: to });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole('row').nth(1)).toContainText(to);
    await row.getByRole('link', { name: 'A shopping cart from Pool Supplies' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'A shopping cart from Pool Supplies' })).toBeVisible();
    const text = page.locator('pre');
    await expect(text).toContainText('Have a look at this pump, it is the one we need.');
    await expect(text).toContainText(title);
    await expect(text).toContainText('Quantity: 1');
    // The HTML version, in its sandboxed frame: the line links to the product page, which opens.
    const mail = page.frameLocator('iframe[title^="The message"]');
    await mail.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('a refusal shows the server message in red above the send button', async ({ page }) => {
    // No cart in this session: the BFF answers 'Your cart is empty'.
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('button', { name: /^Cart, 0 items$/ }).click();
    await page.getByRole('dialog', { name: 'My Cart' }).getByRole('button', { name: 'Email cart' }).click();
    const modal = page.getByRole('dialog', { name: 'Email Cart' });
    await modal.getByLabel('Email').fill('friend@example.com');
    await modal.getByLabel('Message').fill('Have a look at this cart');
    await modal.getByRole('button', { name: 'Send Email' }).click();
    await expect(modal.getByRole('alert')).toHaveText('Your cart is empty');
    await expect(modal).toBeVisible();
    // Focus stays in the dialog; Escape closes it and returns to the mini cart.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the cart page links to an Email Cart page that works as a form post', async ({ page }) => {
    const title = await openAddableProduct(page);
    await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
    await page.getByRole('link', { name: 'Email this cart' }).click();
    await expect(page).toHaveURL(/\/cart\/email$/);

    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Send Email' }).click();
    await expect(main.getByText('Email is required.')).toBeVisible();
    await expect(main.getByText('Message is required')).toBeVisible();

    const to = `nojs-${Date.now()}@example.com`;
    await main.getByLabel('Email').fill(to);
    await main.getByLabel('Message').fill('Sent from a browser without JavaScript');
    await main.getByRole('button', { name: 'Send Email' }).click();
    await expect(main.getByText(`Your cart was emailed to ${to}.`)).toBeVisible();

    await openMail(page, to);
    await expect(page.locator('pre')).toContainText(title);
  });
});
