import { expect, test } from '../support/fixtures';

const countOf = (text: string) => Number(/\((\d+)\)\s*$/.exec(text.trim())?.[1] ?? NaN);
const dollars = (text: string) => Number(/\$([\d,]+\.\d{2})/.exec(text)![1]!.replace(/,/g, ''));

test('a category page has breadcrumbs, sub-categories, facets with counts and product cards per the spec', async ({ page }) => {
  await page.goto('/category/pumps.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('link').first()).toBeVisible();

  const filters = page.getByRole('complementary', { name: 'Filters' });
  for (const title of ['Inventory', 'Brand']) await expect(filters.getByText(title, { exact: true })).toBeVisible();

  const card = page.getByRole('main').getByRole('article').first();
  await expect(card.getByRole('heading')).toBeVisible();
  await expect(card.getByRole('img', { name: /^Rated [\d.]+ out of 5$/ })).toBeVisible();
  await expect(card.getByText(/\$\d|Available in store\. Call for details/).first()).toBeVisible();
  await expect(card.getByText(/In Stock|Out of Stock|Backorder/i).first()).toBeVisible();
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeVisible();
});

test('filters, sort and paging live in the URL: a filtered page can be shared and reloaded', async ({ page }) => {
  await page.goto('/category/pumps.html');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByText('Brand', { exact: true }).click();
  const brandLink = filters.getByRole('list', { name: 'Brand' }).getByRole('link').first();
  const label = await brandLink.innerText();
  const expected = countOf(label);
  const brand = label.replace(/\(\d+\)\s*$/, '').trim();
  await brandLink.click();
  await expect(page).toHaveURL(/\/category\/pumps\.html\?f=brand%3A/);
  const status = page.getByRole('main').getByRole('status').first();
  await expect(status).toHaveText(`${expected} ${expected === 1 ? 'product' : 'products'}`);
  const brands = await page.getByRole('main').getByRole('article').locator('p').first().allInnerTexts();
  for (const text of brands) expect(text.trim().toLowerCase()).toBe(brand.toLowerCase());

  // Sort by price, low to high: the cards' prices ascend.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(page).toHaveURL(/f=brand%3A/);
  const prices = async () => (await page.getByRole('main').getByRole('article').allInnerTexts()).filter((t) => /\$\d/.test(t)).map(dollars);
  await expect.poll(async () => {
    const shown = await prices();
    return shown.length > 1 && shown.every((p, i) => i === 0 || shown[i - 1]! <= p);
  }).toBe(true);

  // The same URL, opened fresh, shows the same listing.
  const shared = page.url();
  await page.goto(shared);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`${expected} ${expected === 1 ? 'product' : 'products'}`);

  // Removing the chip goes back to the whole category.
  await page.getByRole('list', { name: 'Applied filters' }).getByRole('link', { name: /Remove filter Brand/ }).click();
  await expect(page).toHaveURL(/\/category\/pumps\.html\?sort=price_asc$/);
});

test('numeric facets are ranges, and paging keeps the filters', async ({ page }) => {
  await page.goto('/category/skimmer-baskets.html');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByText('Basket Top OD', { exact: true }).click();
  const range = filters.getByRole('list', { name: 'Basket Top OD' }).getByRole('link').first();
  await expect(range).toHaveText(/\d.*\(\d+\)$/);
  const expected = countOf(await range.innerText());
  await range.click();
  await expect(page).toHaveURL(/f=basket_top_od%3A[\d.]*\.\.[\d.]*/);
  await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`${expected} ${expected === 1 ? 'product' : 'products'}`);
});

test('paging links keep the sort', async ({ page }) => {
  await page.goto('/category/pumps.html?sort=rating');
  const pager = page.getByRole('navigation', { name: 'Pagination' });
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/category\/pumps\.html\?sort=rating&page=2$/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
});

test('an unknown filter key is a 404, a malformed one is ignored', async ({ page }) => {
  expect((await page.goto('/category/pumps.html?f=nonsense_key:1'))?.status()).toBe(404);
  expect((await page.goto('/category/pumps.html?f=%%%'))?.status()).toBe(200);
});

test("a facet of more than 12 names is taller and searchable at 768 px and wider, case-insensitively; on a phone it has no search box", async ({ page }) => {
  await page.goto('/search?query=pool');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await filters.getByText('Brand', { exact: true }).click();
  const brands = filters.getByRole('list', { name: 'Brand' });
  await expect(brands).toHaveAttribute('data-size', 'tall');
  const all = await brands.getByRole('listitem').count();
  expect(all).toBeGreaterThan(12);
  const search = filters.getByRole('searchbox', { name: 'Search Brand' });
  await search.fill('HAYW');
  await expect(brands.getByRole('listitem')).toHaveCount(1);
  await expect(brands.getByRole('listitem')).toContainText('Hayward');
  await search.fill('no such brand');
  await expect(brands.getByRole('listitem')).toHaveCount(0);
  await expect(filters.getByText('No Brand matches')).toBeVisible();
  await search.fill('');
  await expect(brands.getByRole('listitem')).toHaveCount(all);
  // Inventory's few values: compact, no search box.
  await filters.getByText('Inventory', { exact: true }).click();
  await expect(filters.getByRole('list', { name: 'Inventory' })).toHaveAttribute('data-size', 'compact');
  await expect(filters.getByRole('searchbox', { name: 'Search Inventory' })).toHaveCount(0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(filters.getByRole('searchbox', { name: 'Search Brand' })).toHaveCount(0);
  await expect(brands.getByRole('listitem')).toHaveCount(all);
});
