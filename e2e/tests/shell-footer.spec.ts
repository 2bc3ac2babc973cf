import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

test.describe('footer', () => {
  test('shows help, hours, the six links, promo, payments, social links, legal text and the disclaimer', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Need Help?' })).toBeVisible();
    await expect(footer.getByRole('link', { name: '888 756 9666' })).toBeHidden();
    await footer.getByText('Call Us').click();
    await expect(footer.getByRole('link', { name: '888 756 9666' })).toHaveAttribute('href', 'tel:8887569666');
    await expect(footer.getByRole('link', { name: 'Email Us' })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: 'Quick Help' })).toBeVisible();
    await expect(footer.getByText('Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM')).toBeVisible();
    const links = footer.getByRole('navigation', { name: 'Information' }).getByRole('link');
    await expect(links).toHaveText(['Order Tracking', 'Shipping Info', 'Return Policy', 'About us', 'Privacy Policy', 'Blog']);
    await expect(footer.getByRole('complementary')).toContainText('Sprinkler Supplies');
    await expect(footer.getByRole('img', { name: /We accept Visa/ })).toBeVisible();
    await expect(footer.getByRole('list', { name: 'Follow us' }).getByRole('link')).toHaveCount(4);
    await expect(footer.getByText('© Pool Supplies. All rights reserved.')).toBeVisible();
    await expect(footer.getByText('1200 Commerce St, San Antonio, TX 78205')).toBeVisible();
    await expect(footer.getByText(/Prices, specifications and images are subject to change/)).toBeVisible();
    await expect(footer.getByText(/Rebates are subject to the manufacturer's forms/)).toBeVisible();
  });

  test('the newsletter validates once touched, ignores invalid submits and subscribes', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email address' });
    const submit = footer.getByRole('button', { name: 'Sign Up' });
    await expect(footer.getByText('Email is required.')).toHaveCount(0);
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/newsletter')) posts += 1;
    });
    await submit.click();
    await expect(footer.getByText('Email is required.')).toBeVisible();
    await email.fill('sam@');
    await email.blur();
    await expect(footer.getByText('Invalid email address.')).toBeVisible();
    await submit.click();
    expect(posts).toBe(0);

    await email.fill('  newsletter-e2e@example.com ');
    await submit.click();
    await expect(footer.getByRole('status').filter({ hasText: "Success! You're now subscribed to receive savings and tips." })).toBeVisible();
    expect(posts).toBe(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the newsletter is a plain form post', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('textbox', { name: 'Email address' }).fill('no-js-e2e@example.com');
    await footer.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole('main').getByText("Success! You're now subscribed to receive savings and tips.")).toBeVisible();
  });

  test('Call Us reveals the number and the header links work', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('contentinfo').getByText('Call Us').click();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: '888 756 9666' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
    // Help leads to the help drawer's content as a page (docs/decisions/0057).
    await expect(page).toHaveURL(/\/help\??$/);
    await expect(page.getByRole('heading', { name: 'Help with an order' })).toBeVisible();
  });
});
