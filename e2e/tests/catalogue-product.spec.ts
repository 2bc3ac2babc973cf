import type { Page } from '@playwright/test';
import { slidesInView } from '../support/carousel';
import { expect, test } from '../support/fixtures';

/** Opens the n-th product of the pumps listing and returns its title. */
async function openProduct(page: Page, n = 0) {
  await page.goto('/category/pumps.html');
  const card = page.getByRole('main').getByRole('article').nth(n);
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return title;
}

test('a product page shows gallery, brand, MPN, SKU, price, stock, quantity, Add to Cart, description and specifications', async ({ page }) => {
  await openProduct(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  await expect(main.getByText('MPN:')).toBeVisible();
  await expect(main.getByText('SKU:')).toBeVisible();
  await expect(main.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ }).first()).toBeVisible();
  await expect(main.getByText(/\$\d|Available in store\. Call for details/).first()).toBeVisible();
  await expect(main.getByLabel('Quantity')).toHaveValue('1');
  await expect(main.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Description' })).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Specifications' })).toBeVisible();
});

test('the page carries Product JSON-LD in a nonce’d script that matches what is shown', async ({ page }) => {
  const response = await page.goto('/category/pumps.html');
  expect(response?.ok()).toBe(true);
  const title = await openProduct(page);
  const html = await (await page.request.get(page.url())).text();
  const match = /<script type="application\/ld\+json" nonce="([^"]+)">([^<]*)<\/script>/.exec(html);
  expect(match, 'JSON-LD script with a nonce').not.toBeNull();
  const csp = (await page.request.get(page.url())).headers()['content-security-policy'];
  expect(csp).toMatch(/'nonce-/);
  const data = JSON.parse(match![2]!);
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(title);
  const mpn = (await page.getByRole('main').getByText('MPN:').locator('xpath=following-sibling::dd').innerText()).trim();
  expect(data.mpn).toBe(mpn);
  expect(data.brand.name).toBeTruthy();
  if (data.offers) {
    expect(data.offers.priceCurrency).toBe('USD');
    expect(data.offers.price).toMatch(/^\d+\.\d{2}$/);
    expect(data.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|BackOrder)$/);
  }
});

test('recently viewed products show on later product pages and on the 404 page, without the current product', async ({ page }) => {
  const first = await openProduct(page, 0);
  const second = await openProduct(page, 1);
  const carousel = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(carousel.getByRole('heading', { name: first })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: second })).toHaveCount(0);
  // On the product page its cards have no Add to Cart: the page's one is the product's.
  await expect(carousel.getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);

  await page.goto('/no-such-page');
  const onNotFound = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(onNotFound.getByRole('heading', { name: second })).toBeVisible();
  await expect(onNotFound.getByRole('heading', { name: first })).toBeVisible();
});

test('the cart shows recently viewed products, without those already in the cart', async ({ page }) => {
  const viewed = await openProduct(page, 1);
  const added = await openProduct(page, 0);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Recently Viewed' }).getByRole('heading', { name: viewed })).toBeVisible();
  await main.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();

  await page.goto('/cart');
  const carousel = page.getByRole('main').getByRole('region', { name: 'Recently Viewed' });
  await expect(carousel.getByRole('heading', { name: viewed })).toBeVisible();
  await expect(carousel.getByRole('heading', { name: added })).toHaveCount(0);
});

test('the recently viewed carousel shows 4, 2 or 1 products by width', async ({ page }) => {
  for (let n = 0; n < 5; n += 1) {
    // Each page records its view once hydrated; on a busy machine that can come after the heading shows.
    const recorded = page.waitForResponse((response) => response.url().endsWith('/resources/recently-viewed') && response.request().method() === 'POST');
    await openProduct(page, n);
    await recorded;
  }
  // Polled: the list renders once the recently viewed answer is here.
  const visibleSlides = async () => (await slidesInView(page.getByRole('region', { name: 'Recently Viewed' }))).length;
  await page.setViewportSize({ width: 1366, height: 900 });
  await expect.poll(visibleSlides).toBe(4);
  await page.setViewportSize({ width: 992, height: 900 });
  await expect.poll(visibleSlides).toBe(2);
  await page.setViewportSize({ width: 560, height: 900 });
  await expect.poll(visibleSlides).toBe(1);
});

test('a product that appears in diagrams links to them', async ({ page }) => {
  await page.goto('/category/pump-parts.html');
  const card = page.getByRole('main').getByRole('article').first();
  await card.getByRole('heading').getByRole('link').click();
  const diagrams = page.getByRole('main').getByRole('region', { name: 'Diagrams with this part' });
  if ((await diagrams.count()) > 0) {
    const link = diagrams.getByRole('link').first();
    const name = (await link.innerText()).trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
});

test('warranty offers load after the page and list the plan terms with prices', async ({ page }) => {
  await openProduct(page);
  const plans = page.getByRole('main').getByRole('region', { name: 'Protection Plans' });
  await expect(plans.getByRole('listitem').first()).toHaveText(/^\d+ (Years?|Months?): \$\d/);
  await expect(plans.getByText(/Extend Protection Plan/)).toHaveCount(0);
});
