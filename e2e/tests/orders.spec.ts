import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

/** The seeded demo orders (commerce-api seed/orders.ts): numbered from 100001 in ORDER_STATUSES order, so 100005 is Completed. */
const DELIVERED_ORDER = '100005';
const DEMO_EMAIL = 'shopper@example.com';

/** The filter groups of spec account.md 4, written out here as the test's own oracle. */
const ORDER_STATUS_GROUPS = {
  in_progress: ['Pending', 'Partially Shipped', 'Awaiting Fulfillment'],
  delivered: ['Shipped', 'Completed'],
  cancelled: ['Cancelled', 'Refunded'],
  on_hold: ['Disputed', 'Manual Verification Required'],
} as const;
type OrderStatusGroup = keyof typeof ORDER_STATUS_GROUPS;

async function signIn(page: Page) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(DEMO_EMAIL);
  await page.getByLabel('Password').fill('pool-demo-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: /^Hi / })).toBeVisible();
}

/** From the home page, the help drawer's 'Track an order' link. */
async function trackFromHelpDrawer(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog', { name: 'Help' }).getByRole('link', { name: 'Track an order' }).click();
}

test.describe('orders and tracking', () => {
  test('the demo customer filters orders by each group and sees only matching statuses, then pages with More', async ({ page }) => {
    await signIn(page);
    await page.goto('/account/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    // 16 seeded orders (14 + 2 recently delivered for returns), plus any an earlier spec placed.
    const total = Number((await page.getByText(/^\d+ orders$/).textContent())!.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(16);
    await expect(page.getByTestId('order')).toHaveCount(10);
    await expect(page.getByTestId('order').first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await page.getByRole('link', { name: 'More' }).click();
    await expect(page.getByTestId('order')).toHaveCount(Math.min(total, 20));
    await expect(page.getByRole('link', { name: 'More' })).toHaveCount(total > 20 ? 1 : 0);

    for (const group of Object.keys(ORDER_STATUS_GROUPS) as OrderStatusGroup[]) {
      await page.getByLabel('Status').selectOption(group);
      await page.getByRole('button', { name: 'Filter' }).click();
      await expect(page).toHaveURL(new RegExp(`status=${group}`));
      const statuses = page.getByTestId('order-status');
      const allowed: readonly string[] = ORDER_STATUS_GROUPS[group];
      // The list re-renders after the URL changes: wait until it shows this group's orders only.
      await expect
        .poll(async () => {
          const shown = (await statuses.allTextContents()).map((status) => status.trim());
          return shown.length > 0 && shown.every((status) => allowed.includes(status));
        })
        .toBe(true);
    }
  });

  test('the demo customer opens an order and reorders it into the cart', async ({ page }) => {
    await signIn(page);
    await page.goto('/account/orders?status=delivered');
    await page.getByTestId('order').first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: /^Order #\d+$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText(/ending in \d{4}/);
    await expect(page.getByRole('region', { name: 'Billing address' })).toBeVisible();
    const titles = (await page.locator('tbody tr td:first-child').allTextContents()).map((title) => title.trim());
    expect(titles.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Reorder' }).click();
    const outcome = page.getByRole('status').filter({ hasText: 'Added to your cart' });
    await expect(outcome).toBeVisible();
    // Lines that could not be added (sold out since) are named with their reason; every other one is in the cart.
    const refused = await page.getByRole('status').getByRole('listitem').allTextContents();
    const added = titles.filter((title) => !refused.some((line) => line.startsWith(`${title}:`)));
    expect(added.length).toBeGreaterThan(0);
    await page.goto('/cart');
    const cart = page.getByRole('list', { name: 'Cart items' });
    for (const title of added) await expect(cart.getByRole('link', { name: title }).first()).toBeVisible();
  });

  test("another customer's order id is a 404", async ({ page }) => {
    await signIn(page);
    const response = await page.goto('/account/orders/999999');
    expect(response?.status()).toBe(404);
  });

  test('a guest tracks a shipped order by its number and email and sees the timeline; a wrong email is refused', async ({ page }) => {
    await page.goto('/tracking/status');
    await waitForHydration(page);
    const byOrder = page.locator('form').filter({ has: page.getByLabel('Order Number') });
    await byOrder.getByLabel('Order Number').fill(DELIVERED_ORDER);
    await byOrder.getByLabel('Email').fill('someone-else@example.com');
    await byOrder.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Error getting order.' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/tracking\/status$/);
    expect((await page.goto(`/tracking/${DELIVERED_ORDER}`))?.status()).toBe(404);

    await page.goto('/tracking/status');
    await waitForHydration(page);
    await byOrder.getByLabel('Order Number').fill(DELIVERED_ORDER);
    await byOrder.getByLabel('Email').fill(DEMO_EMAIL);
    await byOrder.getByRole('button', { name: 'Track Order' }).click();
    await expect(page).toHaveURL(new RegExp(`/tracking/${DELIVERED_ORDER}$`));
    await expect(page.getByTestId('tracking-variant')).toHaveAttribute('data-variant', 'delivered');
    const timeline = page.getByTestId('timeline');
    await expect(timeline.getByRole('listitem')).toHaveCount(6);
    await expect(timeline.getByRole('listitem').first()).toContainText('Delivered');
    await expect(timeline).toContainText('Shipping label created');

    await page.getByRole('radio', { name: '5' }).check();
    await page.getByLabel('Comments').fill('Right on time');
    await page.getByRole('button', { name: 'Send Feedback' }).click();
    await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  });

  test("the help drawer's Track an order leads to tracking when signed out and to the orders when signed in", async ({ page }) => {
    await trackFromHelpDrawer(page);
    await expect(page).toHaveURL(/\/tracking\/status$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Track an Order' })).toBeVisible();

    await signIn(page);
    await trackFromHelpDrawer(page);
    await expect(page).toHaveURL(/\/account\/orders$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  });
});
