import type { Page } from '@playwright/test';
import { registerCustomer } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { openAddableProduct } from '../support/shopping';
import { waitForHydration } from './shell-hydration';

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const register = (page: Page) => registerCustomer(page, 'Polly', 'Pool', 'pools');

/** The pools entry of the account drawer, as the drawer shows it now. */
async function drawerPoolsLabel(page: Page): Promise<string> {
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Hi Polly!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hi Polly!' });
  const entry = dialog.getByRole('link', { name: /^My Pools?$/ });
  await expect(entry).toBeVisible();
  const label = (await entry.textContent())!.trim();
  await page.keyboard.press('Escape');
  return label;
}

async function createPool(page: Page, name: string, gallons: string) {
  const main = page.getByRole('main');
  await main.getByLabel('Pool name').fill(name);
  await main.getByRole('textbox', { name: 'Gallons' }).fill(gallons);
  await main.getByLabel('Surface').selectOption('plaster');
  await main.getByLabel('Sanitizer').selectOption('liquid_chlorine');
  await main.getByRole('button', { name: 'Create pool' }).click();
  await expect(page).toHaveURL(/\/account\/pool-profiles\/\d+$/);
  await expect(main.getByRole('heading', { level: 2, name })).toBeVisible();
}

test('a new customer creates a pool, saves a manual test, adds its plan to the cart in one click, finds it in the history; photos; My Pool / My Pools', async ({ page }) => {
  test.slow();
  await register(page);
  const main = page.getByRole('main');

  // The sidebar's Pool Profile link opens the saved products tab of the default pool; none yet: the form.
  await main.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Pool Profile' }).click();
  await expect(page).toHaveURL(/\/account\/pool-profiles\/default\?tab=saved_products$/);
  await createPool(page, 'Backyard', '15000');
  await expect(main.getByText('15,000 gallons · Plaster · Liquid chlorine')).toBeVisible();
  expect(await drawerPoolsLabel(page)).toBe('My Pool');

  // The manual test: each factor with its units and the pool's range.
  await main.getByRole('link', { name: 'Enter a water test' }).click();
  await expect(main.getByText('Target 250–350 ppm')).toBeVisible();
  await main.getByLabel('pH', { exact: true }).fill('15');
  await main.getByRole('button', { name: 'Save test' }).click();
  await expect(main.getByText('pH must be between 6 and 9.')).toBeVisible();
  await main.getByLabel('Free Chlorine (ppm)', { exact: true }).fill('1');
  await main.getByLabel('pH', { exact: true }).fill('8.0');
  await main.getByLabel('Total Alkalinity (ppm)', { exact: true }).fill('70');
  await main.getByLabel('Calcium Hardness (ppm)', { exact: true }).fill('180');
  await main.getByLabel('Cyanuric Acid (ppm)', { exact: true }).fill('20');
  await main.getByRole('button', { name: 'Save test' }).click();
  await expect(page).toHaveURL(/\/account\/pool-profiles\/\d+\/test\/\d+$/);

  // The plan: liquid chlorine and acid with amounts; the whole plan to the cart in one click.
  await expect(main.getByRole('heading', { name: /^Liquid Chlorine 12\.5% \(1 gal jug\): \d+(\.\d)? fl oz$/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: /^Muriatic Acid 31\.45% \(1 gal jug\): \d+(\.\d)? fl oz$/ })).toBeVisible();
  await main.getByRole('button', { name: 'Add the whole plan to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(main.getByRole('link', { name: 'Liquid Chlorine 12.5% (1 gal jug)' })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Muriatic Acid 31.45% (1 gal jug)' })).toBeVisible();

  // The history: the test in the list and in each factor's chart table; the retest reminder.
  await page.goto('/account/pool-profiles/default?tab=water_tests');
  const history = main.getByRole('table', { name: /^Test history/ });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(history).toContainText('Free Chlorine 1');
  const fc = main.getByRole('table', { name: 'Free Chlorine readings' });
  await expect(fc.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('1');
  await expect(main.getByRole('figure', { name: /^pH \(pH\), target 7\.2–7\.8/ })).toBeVisible();
  await expect(main.getByText(/Retest reminder: test again on \d{4}-\d{2}-\d{2}\./)).toBeVisible();

  // Photos: an image is uploaded, a non-image refused.
  await main.getByLabel(/^Add a photo/).setInputFiles({ name: 'pool.png', mimeType: 'image/png', buffer: PNG });
  await main.getByRole('button', { name: 'Upload photo' }).click();
  await expect(page.getByText('Image uploaded successfully.')).toBeVisible();
  await expect(main.getByRole('img', { name: 'Photo of Backyard' })).toBeVisible();
  await main.getByLabel(/^Add a photo/).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
  await main.getByRole('button', { name: 'Upload photo' }).click();
  await expect(main.getByRole('alert').filter({ hasText: 'Failed to upload image' })).toBeVisible();
  await expect(main.getByText(/not an image/)).toBeVisible();
  await expect(main.getByRole('img', { name: 'Photo of Backyard' })).toHaveCount(1);

  // A second pool: the drawer says My Pools.
  await main.getByRole('navigation', { name: 'Pools' }).getByRole('link', { name: 'Add a pool' }).click();
  await createPool(page, 'Hot tub', '400');
  expect(await drawerPoolsLabel(page)).toBe('My Pools');
});

test("a customer with a pool saves a product into it, finds it in that pool's Saved Products tab and removes it (issues #12, #14)", async ({ page }) => {
  test.slow();
  await register(page);
  const main = page.getByRole('main');
  await page.goto('/account/pool-profiles/default?tab=saved_products');
  await createPool(page, 'Deck Pool', '12000');
  const poolUrl = page.url();

  // The account drawer's sub-links open the default pool's tabs.
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('button', { name: 'Hi Polly!' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hi Polly!' });
  await expect(dialog.getByRole('link', { name: 'Water Tests' })).toHaveAttribute('href', '/account/pool-profiles/default?tab=water_tests');
  await expect(dialog.getByRole('link', { name: 'Saved Products' })).toHaveAttribute('href', '/account/pool-profiles/default?tab=saved_products');
  await page.keyboard.press('Escape');

  // Save from the product page: the (shared, cached) page names no pool; the chooser has the one pool preselected.
  const title = await openAddableProduct(page);
  const productUrl = page.url();
  await expect(main.getByText('Deck Pool')).toHaveCount(0);
  await page.getByRole('button', { name: `Save ${title}`, exact: true }).first().click();
  await expect(page).toHaveURL(/\/account\/saved-products\/save\?/);
  await expect(main.getByRole('heading', { level: 1, name: 'Save to a Pool' })).toBeVisible();
  const choice = main.getByRole('combobox', { name: /^Pool for product / });
  await expect(choice.locator('option:checked')).toHaveText('Deck Pool');
  await main.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(productUrl);
  await expect(page.getByText('Product Saved to Deck Pool', { exact: true })).toBeVisible();

  // The saved-products page names its pool and moves it out of the pool and back.
  await page.goto('/account/saved-products');
  const item = main.getByRole('listitem').filter({ hasText: title });
  await expect(item.getByText('Pool: Deck Pool')).toBeVisible();
  await item.getByRole('combobox', { name: `Move ${title} to` }).selectOption({ label: 'No pool' });
  await item.getByRole('button', { name: `Move ${title}`, exact: true }).click();
  await expect(item.getByText('Not in a pool')).toBeVisible();
  // The spec's only save toast names a pool: moving out of one has none.
  await expect(page.getByText(/^Product Saved/)).toHaveCount(0);
  await item.getByRole('combobox', { name: `Move ${title} to` }).selectOption({ label: 'Deck Pool' });
  await item.getByRole('button', { name: `Move ${title}`, exact: true }).click();
  await expect(item.getByText('Pool: Deck Pool')).toBeVisible();

  // The pool's Saved Products tab lists it; Remove takes it off.
  await page.goto(`${poolUrl}?tab=saved_products`);
  const tab = main.getByRole('region', { name: 'Saved Products' });
  await expect(tab.getByRole('link', { name: title })).toBeVisible();
  await tab.getByRole('button', { name: `Remove ${title}` }).click();
  await expect(page.getByText('Saved Product Removed', { exact: true })).toBeVisible();
  await expect(tab.getByText('You have no saved products yet.')).toBeVisible();
});
