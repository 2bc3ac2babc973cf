import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

test.describe('shell at 375 px', () => {
  test('the slide-out menu drills into sub-categories and back, and offers the Parts Finder', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', { name: 'Categories' })).toBeHidden();
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await menuButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Parts Finder' })).toBeVisible();

    const parent = menu.getByRole('list').getByRole('button').filter({ hasNotText: 'Parts Finder' }).first();
    const parentTitle = (await parent.innerText()).replace('›', '').trim();
    await parent.click();
    const sub = page.getByRole('dialog', { name: parentTitle });
    await expect(sub.getByRole('button', { name: /Main Menu/ })).toBeVisible();
    await expect(sub.getByRole('link', { name: `Shop all ${parentTitle}` })).toBeVisible();
    await sub.getByRole('button', { name: /Main Menu/ }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();

    // A category page closes the menu at phone widths.
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('list').getByRole('button').first().click();
    await page.getByRole('dialog').getByRole('link', { name: /^Shop all / }).click();
    await expect(page).toHaveURL(/\/category\/[a-z0-9-]+\.html$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the Parts Finder entry opens the Parts Finder panel', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Parts Finder' }).click();
    await expect(page.getByRole('dialog', { name: 'Parts Finder' })).toBeVisible();
  });

  test('the header pins after 112 px and keeps its 134 px logo and search block in view', async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    const header = page.getByRole('banner');
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(header).toHaveAttribute('data-sticky', 'true');
    expect((await header.boundingBox())?.y).toBeCloseTo(-112, 0);
    await expect(header.getByPlaceholder('Search for a product')).toBeInViewport();
    await expect(header.getByRole('link', { name: 'Pool Supplies home' })).toBeInViewport();
  });

  test('mobile app mode hides the header and footer', async ({ page }) => {
    await page.goto('/about?app=1');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
  });
});
