import { COMMERCE_API_URL, commerceApiHeaders, expect, test } from '../support/fixtures';
import { openMail } from '../support/outbox';
import { waitForHydration } from './shell-hydration';

/** An out-of-stock product of the seed, read from commerce-api's product index. */
async function outOfStockProduct(): Promise<{ handle: string; title: string; sku: string }> {
  // The index ranks products in stock first: page through it.
  for (let page = 1; page <= 30; page += 1) {
    const response = await fetch(`${COMMERCE_API_URL}/search/products/query?per_page=100&page=${page}`, { headers: commerceApiHeaders() });
    if (!response.ok) break;
    const { hits } = (await response.json()) as { hits: { handle: string; title: string; sku: string; inventory_status: string; type?: string }[] };
    const found = hits.find((hit) => hit.inventory_status === 'out' && hit.type !== 'diagrams');
    if (found) return found;
  }
  throw new Error('the seed has no out-of-stock product');
}

test('an out-of-stock product page takes a stock notification, with JavaScript, and the confirmation mail is in the outbox', async ({ page }) => {
  const product = await outOfStockProduct();
  await page.goto(`/${product.handle}.html`);
  await waitForHydration(page);
  const box = page.getByRole('region', { name: 'Notify me when available' });
  await expect(box).toBeVisible();
  await box.getByRole('button', { name: 'Notify Me' }).click();
  await expect(box.getByText('Email is required.')).toBeVisible();
  await box.getByLabel('Email for the stock notification').fill('waiting@');
  await expect(box.getByText('Invalid email address.')).toBeVisible();

  const email = `waiting-${Date.now()}@example.com`;
  await box.getByLabel('Email for the stock notification').fill(email);
  await box.getByRole('button', { name: 'Notify Me' }).click();
  await expect(box.getByRole('status')).toHaveText(`Thanks! We'll email ${email} when this product is back in stock.`);
  // Still the product page: the fetcher posted without a navigation.
  await expect(page).toHaveURL(new RegExp(`/${product.handle}\\.html$`));

  await openMail(page, email);
  await expect(page.locator('pre')).toContainText(product.title);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stock notification form works as a plain post, and says so when the address is already on the list', async ({ page }) => {
    const product = await outOfStockProduct();
    const email = `nojs-waiting-${Date.now()}@example.com`;
    for (const expected of [`Thanks! We'll email ${email}`, "You're already on the list"]) {
      await page.goto(`/${product.handle}.html`);
      const box = page.getByRole('region', { name: 'Notify me when available' });
      await box.getByLabel('Email for the stock notification').fill(email);
      await box.getByRole('button', { name: 'Notify Me' }).click();
      await expect(page).toHaveURL(/\/stock-notification$/);
      await expect(page.getByRole('main').getByRole('status')).toContainText(expected);
    }
    await page.getByRole('link', { name: 'Back to the product' }).click();
    await expect(page).toHaveURL(new RegExp(`/${product.handle}\\.html$`));
  });
});
