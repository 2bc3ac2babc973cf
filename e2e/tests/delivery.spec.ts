import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

/** The visible deliver-to control of the header (the layout has one for narrow and one for wide screens). */
const control = (page: Page) => page.getByRole('banner').getByTestId('deliver-to').filter({ visible: true });

async function openPanel(page: Page) {
  await control(page).click();
  const dialog = page.getByRole('dialog', { name: 'Deliver to' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function deliverTo(page: Page, zip: string) {
  const dialog = await openPanel(page);
  await dialog.getByLabel('Zip code').fill(zip);
  await dialog.getByRole('button', { name: 'Update' }).click();
  return dialog;
}

test.describe('deliver-to by zip', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/about');
    await waitForHydration(page);
    await expect(control(page)).toContainText('Enter a location');
    await expect(control(page)).toContainText('Delivery to');
  });

  test('78201: San Antonio, same-day panel, the header with the badge; it survives a reload', async ({ page }) => {
    const dialog = await deliverTo(page, '78201');
    const sameDay = dialog.getByTestId('same-day-panel');
    await expect(sameDay).toBeVisible();
    await expect(sameDay.getByRole('heading', { name: 'Same-Day Delivery to San Antonio, TX' })).toBeVisible();
    await expect(sameDay).toContainText('Order before 1 pm for same day delivery.');
    await expect(sameDay).toContainText('Orders after 1 pm arrive the next business day by 7pm.');
    // Before the cut-off a live countdown, after it the next business day: either way one of them.
    await expect(sameDay.getByTestId('same-day-countdown').or(sameDay.getByTestId('next-day-note'))).toBeVisible();
    const mode = (await sameDay.getByTestId('next-day-note').count()) > 0 ? 'next_day' : 'same_day';
    await expect(sameDay.locator('[data-location-image="4"]')).toBeVisible();
    await expect(sameDay.getByRole('link', { name: 'Shop San Antonio pool supplies' })).toHaveAttribute('href', '/san-antonio-pool-supplies');
    await expect(sameDay.getByRole('link', { name: 'Same-day delivery details' })).toHaveAttribute('href', '/location/san-antonio-tx-4.html');
    const pickup = dialog.getByTestId('pickup-block');
    await expect(pickup).toContainText('San Antonio Store Pickup');
    await expect(pickup.getByRole('button')).toBeDisabled();
    // The store's map opens at the spec's default zoom, 15.
    await expect(pickup.getByRole('link', { name: 'View on map' })).toHaveAttribute(
      'href', 'https://maps.google.com/maps?q=5330%20Walzem%20Rd%2C%20San%20Antonio%2C%20TX%2078218&z=15',
    );

    await expect(control(page)).toContainText('San Antonio, TX');
    await expect(control(page)).toContainText('Delivery');
    await expect(control(page)).not.toContainText('Delivery to');
    await expect(control(page).getByText('Same Day')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.reload();
    await waitForHydration(page);
    await expect(control(page)).toContainText('San Antonio, TX');
    await expect(control(page).getByText('Same Day')).toBeVisible();

    // Analytics carry the same-day or next-day mode the panel showed (spec shopping.md 4).
    await page.getByRole('banner').getByRole('link', { name: 'Pool Supplies home' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect
      .poll(() => page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view').map((e) => e.delivery_mode).at(-1)))
      .toBe(mode);
  });

  test("85004: Phoenix, same-day panel linking to /phoenix; Update reads 'Updating' while it runs", async ({ page }) => {
    // Hold the deliver-to post a moment so the running state can be seen.
    await page.route(/\/delivery(\.data)?(\?.*)?$/, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    const dialog = await deliverTo(page, '85004');
    await expect(dialog.getByRole('button', { name: 'Updating' })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Same-Day Delivery to Phoenix, AZ' })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Shop Phoenix pool supplies' })).toHaveAttribute('href', '/phoenix');
    await expect(dialog.getByRole('link', { name: 'Same-day delivery details' })).toHaveAttribute('href', '/location/phoenix-az-54.html');
    await expect(dialog.getByTestId('pickup-block')).toHaveCount(0);
    await expect(control(page)).toContainText('Phoenix, AZ');
  });

  test('10001: the standard panel, then notify-me (first submit expands, second sends)', async ({ page }) => {
    const dialog = await deliverTo(page, '10001');
    const standard = dialog.getByTestId('standard-panel');
    await expect(standard).toContainText('Standard 2-5 days');
    await expect(standard).toContainText('Economy 3-7 days');
    await expect(control(page)).toContainText('New York, NY');
    await expect(control(page)).toContainText('Delivery to');
    await expect(control(page).getByText('Same Day')).toHaveCount(0);

    await expect(dialog.getByLabel('Email')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByText('Invalid email address.')).toBeVisible();
    await dialog.getByLabel('Email').fill(`e2e-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByText("Done! We'll notify you when zoom+ delivery is available in your area!")).toBeVisible();
  });

  test("00000 and 'abc': 'Please enter a valid zip code', nothing changes", async ({ page }) => {
    let dialog = await deliverTo(page, '00000');
    await expect(dialog.getByText('Please enter a valid zip code')).toBeVisible();
    await expect(control(page)).toContainText('Enter a location');
    await dialog.getByLabel('Zip code').fill('abc');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expect(dialog.getByText('Please enter a valid zip code')).toBeVisible();
    // An empty zip cannot be saved.
    await dialog.getByLabel('Zip code').fill('');
    await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await page.reload();
    await waitForHydration(page);
    await expect(control(page)).toContainText('Enter a location');
    dialog = await openPanel(page);
    await expect(dialog.getByLabel('Zip code')).toHaveValue('');
  });

  test('the product page shows same-day availability for the chosen zip', async ({ page }) => {
    await deliverTo(page, '78201');
    await expect(control(page)).toContainText('San Antonio, TX');
    await page.keyboard.press('Escape');
    await page.goto('/category/chemicals.html');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await waitForHydration(page);
    await expect(page.getByTestId('same-day-availability')).toContainText(/San Antonio, TX/);
  });
});

test('the location page of a zone renders its zips, stores and same-day rules', async ({ page }) => {
  const response = await page.goto('/location/san-antonio-tx-4.html');
  expect(response?.status()).toBe(200);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Same-day delivery in San Antonio, TX' })).toBeVisible();
  await expect(main).toContainText('Same-day delivery to zip codes 78201-78299 in San Antonio, TX.');
  await expect(main).toContainText('Order before 1 pm for same-day delivery.');
  await expect(main).toContainText('San Antonio Northwest: 8503 Fredericksburg Rd');
  await expect(main.getByRole('link', { name: 'San Antonio pool supplies' })).toHaveAttribute('href', '/san-antonio-pool-supplies');
  await page.goto('/phoenix');
  await expect(page.getByRole('main')).toContainText('Same-day delivery to zip codes 85001-85099 in Phoenix, AZ.');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header control leads to /delivery, whose zip form updates the session and returns', async ({ page }) => {
    await page.goto('/about');
    await control(page).click();
    await expect(page).toHaveURL(/\/delivery\??$/);
    const main = page.getByRole('main');
    await main.getByLabel('Zip code').fill('00000');
    await main.getByRole('button', { name: 'Update' }).click();
    await expect(main.getByText('Please enter a valid zip code')).toBeVisible();

    await main.getByLabel('Zip code').fill('78201');
    await main.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await page.goto('/delivery');
    await expect(page.getByRole('main').getByTestId('same-day-panel')).toContainText('San Antonio, TX');
    await expect(page.getByRole('main').getByLabel('Zip code')).toHaveValue('78201');
  });
});
