import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

/** The test of shared/water-care.md: a 15,000-gallon plaster chlorine pool with FC 1, pH 8.0, TA 70, CH 180, CYA 20. */
async function enterTest(page: Page, overrides: Record<string, string> = {}) {
  const form = page.getByRole('main');
  await form.getByLabel('Pool volume (gallons)').fill('15000');
  await form.getByLabel('Sanitizer').selectOption('liquid_chlorine');
  await form.getByLabel('Surface').selectOption('plaster');
  await form.getByLabel('Pool or spa').selectOption('pool');
  const readings = { 'Free Chlorine (ppm)': '1', pH: '8.0', 'Total Alkalinity (ppm)': '70', 'Calcium Hardness (ppm)': '180', 'Cyanuric Acid (ppm)': '20', 'Temperature (°F)': '84', ...overrides };
  for (const [label, value] of Object.entries(readings)) await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'See my treatment plan' }).click();
}

async function expectPlan(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Treatment plan' })).toBeVisible();
  // Each reading against its range.
  const ph = main.getByRole('row', { name: /^pH/ });
  await expect(ph.getByRole('cell').nth(2)).toHaveText('High');
  await expect(main.getByRole('row', { name: /^Free Chlorine/ }).getByRole('cell').nth(2)).toHaveText('Low');
  await expect(main.getByRole('heading', { name: 'Balance (CSI)' })).toBeVisible();
  await expect(main.getByText(/Now \+0\.2\d \(balanced\)/)).toBeVisible();
  // Liquid chlorine and acid, with amounts in the products' units, in order.
  const steps = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(steps.nth(0).getByRole('heading')).toHaveText('Liquid Chlorine 12.5% (1 gal jug): 92.2 fl oz');
  await expect(main.getByRole('heading', { name: /^Muriatic Acid 31\.45% \(1 gal jug\): \d+(\.\d)? fl oz$/ })).toBeVisible();
  await expect(steps.nth(0).getByText(/Buy 1 × 1 gal jug/)).toBeVisible();
  await expect(steps.nth(0).getByText(/35\.8 fl oz left over/)).toBeVisible();
  await expect(steps.nth(0).getByText('Retest free chlorine after 30 minutes with the pump running.')).toBeVisible();
}

test.describe('guest water test at /water-test/manual', () => {
  test('shows each factor with its units and target range, and a plan with liquid chlorine and acid; one click adds the whole plan to the cart', async ({ page }) => {
    await page.goto('/water-test/manual');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Water test' })).toBeVisible();
    // The spec's default factors, each with its units and the target range beside it.
    for (const label of ['Free Chlorine (ppm)', 'pH', 'Total Alkalinity (ppm)', 'Calcium Hardness (ppm)', 'Iron (ppm)', 'Phosphates (ppm)', 'Total Chlorine (ppm)', 'Cyanuric Acid (ppm)', 'Copper (ppm)', 'TDS (ppm)']) {
      await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByText('Target 250–350 ppm')).toBeVisible();
    // The ranges follow the pool: a vinyl pool's calcium range.
    await main.getByLabel('Surface').selectOption('vinyl');
    await expect(main.getByText('Target 50–300 ppm')).toBeVisible();

    await enterTest(page);
    await expectPlan(page);

    await main.getByRole('button', { name: 'Add the whole plan to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    for (const title of ['Liquid Chlorine 12.5% (1 gal jug)', 'Muriatic Acid 31.45% (1 gal jug)', 'Chlorine Stabilizer Cyanuric Acid (4 lb)', 'Calcium Hardness Increaser, anhydrous (10 lb)']) {
      await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
    }
    await expect(page.getByRole('main').getByLabel('Quantity of Calcium Hardness Increaser, anhydrous (10 lb)', { exact: true })).toHaveValue('2');
  });

  test('refuses pH 15, letters and negatives with a message at each field, keeping the input', async ({ page }) => {
    await page.goto('/water-test/manual');
    await waitForHydration(page);
    await enterTest(page, { pH: '15', 'Total Alkalinity (ppm)': 'abc', 'Iron (ppm)': '-1' });
    const main = page.getByRole('main');
    await expect(main.getByText('pH must be between 6 and 9.')).toBeVisible();
    await expect(main.getByText('Total Alkalinity must be a number.')).toBeVisible();
    await expect(main.getByText('Iron cannot be negative.')).toBeVisible();
    await expect(main.getByLabel('pH', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('pH', { exact: true })).toHaveValue('15');
    await expect(main.getByRole('heading', { name: 'Treatment plan' })).toHaveCount(0);
  });

  test("a reading typed key by key takes digits and the dot only (the spec's numeric-only key filter)", async ({ page }) => {
    await page.goto('/water-test/manual');
    await waitForHydration(page);
    const ph = page.getByRole('main').getByLabel('pH', { exact: true });
    await ph.pressSequentially('7,a.-4e');
    await expect(ph).toHaveValue('7.4');
    await ph.press('Backspace');
    await ph.pressSequentially('2');
    await expect(ph).toHaveValue('7.2');
    const volume = page.getByRole('main').getByLabel('Pool volume (gallons)');
    await volume.fill('');
    await volume.pressSequentially('15,000 gal');
    await expect(volume).toHaveValue('15000');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form, the plan and adding one step work as plain form posts', async ({ page }) => {
    await page.goto('/water-test/manual');
    await enterTest(page);
    await expectPlan(page);
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Add 1 × Liquid Chlorine 12.5% (1 gal jug) to cart' }).click();
    await expect(main.getByText(/^Added to your cart\. Your cart has 1 item\.$/)).toBeVisible();
    await page.goto('/cart');
    await expect(page.getByRole('main').getByRole('link', { name: 'Liquid Chlorine 12.5% (1 gal jug)' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Muriatic Acid 31.45% (1 gal jug)' })).toHaveCount(0);
  });
});
