import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { NEW_CUSTOMER_PASSWORD, registerCustomer } from '../support/accounts';
import { waitForHydration } from './shell-hydration';

/** "Fits my equipment" (issue #14, docs/decisions/0032). */
const PUMP = 'Hayward Super Pump SP2600 Series';
const MODEL = 'Super Pump SP2600 Series';
const register = (page: Page) => registerCustomer(page, 'Fitz', 'Parts', 'fits');

test("a pool with a pump shows 'Fits your …' on that pump's diagram parts, filters search with 'Fits my pool', and lists replacement parts on the dashboard", async ({ page, browser, baseURL }) => {
  test.slow();
  const email = await register(page);
  const main = page.getByRole('main');

  // A pool with a pump picked from the catalogue.
  await page.goto('/account/pool-profiles/default?tab=saved_products');
  await main.getByLabel('Pool name').fill('Backyard');
  await main.getByRole('textbox', { name: 'Gallons' }).fill('15000');
  await main.getByLabel('Pump', { exact: true }).selectOption({ label: PUMP });
  await main.getByRole('button', { name: 'Create pool' }).click();
  await expect(page).toHaveURL(/\/account\/pool-profiles\/\d+$/);
  const poolId = /\/account\/pool-profiles\/(\d+)$/.exec(page.url())![1]!;

  // The pump's diagram: every part of it fits, badged after the page (the page itself is shared).
  await main.getByRole('link', { name: PUMP }).click();
  await expect(page).toHaveURL(/\/diagram\/hayward-super-pump-sp2600-series-parts-diagram$/);
  const parts = main.getByRole('table');
  const rows = parts.getByRole('row');
  // The diagram's rows are there once the page has come (the URL changes first on a client navigation).
  await expect(rows.nth(1)).toBeVisible();
  const partCount = (await rows.count()) - 1;
  expect(partCount).toBeGreaterThan(0);
  await expect(parts.getByText(`Fits your ${MODEL}`)).toHaveCount(partCount);
  const shared = await page.request.get(page.url());
  expect(await shared.text()).not.toContain('Fits your');
  const firstPart = (await rows.nth(1).getByRole('link').last().textContent())!.trim();

  // The parts finder marks the customer's own equipment: listed on its own, and in the recent diagrams.
  await page.getByRole('button', { name: 'Parts Finder', exact: true }).click();
  const finder = page.getByRole('dialog', { name: 'Parts Finder' });
  const mine = finder.getByRole('region', { name: 'Your Pool Equipment' });
  await expect(mine.getByRole('link', { name: PUMP })).toHaveAttribute('href', /\/diagram\/hayward-super-pump-sp2600-series-parts-diagram$/);
  await expect(mine.getByText(`Pump · Backyard · Fits your ${MODEL}`)).toBeVisible();
  await expect(finder.getByRole('region', { name: 'Recently Viewed Diagrams' }).getByText(`Fits your ${MODEL}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(finder).toBeHidden();

  // 'Fits my pool' on search results: a plain link; the filtered page is personal (never cached).
  await page.goto(`/search?query=${encodeURIComponent(firstPart)}`);
  await waitForHydration(page);
  const results = main.getByRole('list', { name: `Products for ${firstPart}` });
  const before = await results.getByRole('listitem').count();
  await main.getByRole('link', { name: 'Fits my pool' }).click();
  await expect(page).toHaveURL(/[?&]fits=mine/);
  await expect(main.getByRole('link', { name: 'Fits my pool (selected)' })).toBeVisible();
  const filtered = results.getByRole('listitem');
  await expect(filtered.first()).toBeVisible();
  const after = await filtered.count();
  expect(after).toBeLessThanOrEqual(before);
  await expect(results.getByText(`Fits your ${MODEL}`)).toHaveCount(after);
  const personal = await page.request.get(page.url());
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  expect(personal.headers()['x-page-cache']).toBeUndefined();

  // Without JavaScript the toggle is a plain link too (the badges are a script feature).
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/login');
  await plain.getByLabel('Email').fill(email);
  await plain.getByLabel('Password').fill(NEW_CUSTOMER_PASSWORD);
  await plain.getByRole('button', { name: 'Sign In' }).click();
  await expect(plain).toHaveURL(/\/account\/dashboard$/);
  await plain.goto(`/search?query=${encodeURIComponent(firstPart)}`);
  await plain.getByRole('main').getByRole('link', { name: 'Fits my pool' }).click();
  await expect(plain).toHaveURL(/[?&]fits=mine/);
  await expect(plain.getByRole('main').getByRole('list', { name: `Products for ${firstPart}` }).getByRole('listitem')).toHaveCount(after);
  await noScript.close();

  // The dashboard: the pump's replacement parts, linking to its diagram.
  await page.goto('/account/dashboard');
  const section = main.locator('[data-section="replacement-parts"]');
  await expect(section.getByRole('heading', { name: 'Replacement parts for Backyard' })).toBeVisible();
  await expect(section.getByRole('heading', { name: `Pump: ${PUMP}` })).toBeVisible();
  expect(await section.getByRole('listitem').count()).toBeGreaterThan(0);
  await expect(section.getByRole('link', { name: `View all ${partCount} parts on the ${PUMP} diagram` })).toHaveAttribute('href', /hayward-super-pump-sp2600-series-parts-diagram/);

  // Another customer: the pool is not theirs (404), and nothing of it fits for them.
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await register(other);
  expect((await other.goto(`/account/pool-profiles/${poolId}`))!.status()).toBe(404);
  const theirs = await other.request.get('/resources/fits?products=1,2,3');
  expect(theirs.status()).toBe(200);
  expect((await theirs.json()).data).toEqual([]);
  expect(await (await other.request.get('/resources/my-equipment')).json()).toEqual({ items: [] });
  await context.close();

  // A guest: 'Fits your …' is a signed-in customer's (401).
  const guest = await browser.newContext({ baseURL });
  expect((await guest.request.get('/resources/fits?products=1')).status()).toBe(401);
  await guest.close();
});
