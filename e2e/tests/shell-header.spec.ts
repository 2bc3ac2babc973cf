import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

/** The header's account control: 'Account' for guests. */
const account = (page: Page, name = 'Account') => page.getByRole('banner').getByRole('button', { name, exact: true });

test.describe('header at 1366 px', () => {
  test('shows the banner, Track Order, help, logo, location, search, account and cart', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await expect(header.getByText('Free Shipping over $75 | 30-Day Returns')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', '/tracking/status');
    await expect(header.getByRole('button', { name: 'Help' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Pool Supplies home' })).toHaveAttribute('href', '/');
    await expect(header.getByText('Delivery to').filter({ visible: true })).toBeVisible();
    await expect(header.getByText('Enter a location').filter({ visible: true })).toBeVisible();
    await expect(header.getByPlaceholder('Search for a product')).toBeVisible();
    await expect(account(page)).toBeVisible();
    await expect(header.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
    await header.getByRole('link', { name: 'Pool Supplies home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the category bar opens a submenu in columns on hover, closed again by a page change', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: 'Categories' });
    // A category with sub-categories (`data-submenu`): its submenu is rendered while it is open only.
    const item = bar.locator('li[data-submenu]').first();
    const submenu = item.locator('ul').first();
    await expect(submenu).toHaveCount(0);
    await item.getByRole('link').first().hover();
    await expect(submenu).toBeVisible();
    // The hovered category's page is prefetched (its data), as Remix's prefetch="intent" does.
    await expect(item.locator('link[rel="prefetch"][as="fetch"]')).toHaveAttribute('href', /^\/category\/[a-z0-9-]+\.html\.data/);
    const columns = item.locator('ul');
    const count = await item.locator('ul li').count();
    const rows = count <= 12 ? 4 : count <= 21 ? 7 : count <= 40 ? 16 : Math.ceil(count / 3);
    await expect(columns).toHaveCount(Math.ceil(count / rows));
    await expect(columns.first().locator('li')).toHaveCount(Math.min(rows, count));

    await submenu.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/category\/[a-z0-9-]+\.html$/);
    // The pointer has not moved: the page change alone cleared the hover state.
    await expect(item.locator('ul')).toHaveCount(0);
  });

  test('the category bar works by keyboard: focus opens a submenu, Escape closes it', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const bar = page.getByRole('navigation', { name: 'Categories' });
    // A category with sub-categories (`data-submenu`): its submenu is rendered while it is open only.
    const item = bar.locator('li[data-submenu]').first();
    await item.getByRole('link').first().focus();
    await expect(item.locator('ul').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(item.locator('ul').first().getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(item.locator('ul').first()).toBeHidden();
    await expect(item.getByRole('link').first()).toBeFocused();
  });

  test('the header pins after 52 px of scroll without shifting the page', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    const mainTop = async () => page.getByRole('main').evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const before = await mainTop();
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).not.toHaveAttribute('data-sticky', /.*/);
    expect((await header.boundingBox())?.y).toBeCloseTo(-40, 0);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    const box = await header.boundingBox();
    expect(box?.y).toBeCloseTo(-52, 0);
    expect(await mainTop()).toBe(before);
    // The 96 px main bar stays in view.
    await expect(header.getByRole('link', { name: 'Pool Supplies home' })).toBeInViewport();
  });

  test('each page change sends a page view to window.dataLayer', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').length)).toBe(1);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.page_path)))
      .toEqual(['/', '/about']);
  });

  test('the loading bar runs on a slow page change', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    // The page's data is held until the bar has been seen loading (a fixed delay was too short once,
    // on a loaded machine, for the bar's chunk to arrive first), then let through.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/about.data*', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About us' }).click();
    await expect(page.locator('[data-state="loading"][aria-hidden="true"]')).toHaveCount(1);
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.locator('[data-state="done"]')).toHaveCount(1);
  });
});

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}
