import type { Locator, Page } from '@playwright/test';
import { COMMERCE_API_URL, commerceApiHeaders, expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

/*
 * Prices as the spec (shopping.md sections 5 and 6) shows them, in Chromium against the real stack.
 * The products are picked from commerce-api's own index (not by id), so the tests follow the seed.
 */

/** The listing page size of the storefront (the BFF asks the index for 24 per page). */
const LISTING_PER_PAGE = 24;
/** A seeded demo customer (apps/commerce-api/src/db/seed/customers.ts). */
const CUSTOMER = { email: 'shopper@example.com', password: 'pool-demo-1' };

interface Tier {
  min_quantity: number;
  max_quantity: number | null;
  price: number;
}

/** The pricing fields of commerce-api's product (listing shape); amounts in dollars. */
interface Product {
  id: number;
  sku: string;
  handle: string;
  title: string;
  price: number;
  list_price: number | null;
  on_sale: boolean;
  promotion_end: string | null;
  hide_price: boolean;
  allow_non_map_pricing: boolean;
  non_map_price: number | null;
  pricing_tiers: Tier[];
}

const cents = (dollars: number) => Math.round(dollars * 100);
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const money = (amount: number) => usd.format(amount / 100);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function commerceApi<T>(path: string): Promise<T> {
  const response = await fetch(`${COMMERCE_API_URL}${path}`, { headers: commerceApiHeaders() });
  if (!response.ok) throw new Error(`commerce-api GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

let catalogue: Promise<Product[]> | undefined;

/** Every product of the catalogue, paged from commerce-api's product index (read once per worker). */
function allProducts(): Promise<Product[]> {
  catalogue ??= (async () => {
    const products: Product[] = [];
    for (let page = 1; ; page += 1) {
      const result = await commerceApi<{ hits: Product[]; total: number }>(`/search/products/query?per_page=100&page=${page}`);
      products.push(...result.hits);
      if (result.hits.length === 0 || products.length >= result.total) return products;
    }
  })();
  return catalogue;
}

/** Every amount (in cents) a product carries: price, list price, non-MAP price and tier prices. */
function amountsOf(product: Product): number[] {
  return [product.price, product.list_price, product.non_map_price, ...product.pricing_tiers.map((tier) => tier.price)]
    .filter((amount): amount is number => typeof amount === 'number')
    .map(cents);
}

/**
 * Whether `amount` (cents) is carried by no other product of the catalogue and is long enough (5+
 * digits) not to be an id or a count: found in a page's source, it can only be this product's.
 */
function isDistinctive(amount: number, product: Product, products: readonly Product[]): boolean {
  return amount >= 10_000 && products.every((other) => other.id === product.id || !amountsOf(other).includes(amount));
}

/** The first product matching `accept`, or a failure saying what the seed lacks. */
async function findProduct(what: string, accept: (product: Product, products: readonly Product[]) => boolean): Promise<Product> {
  const products = await allProducts();
  const found = products.find((product) => accept(product, products));
  if (!found) throw new Error(`No product in commerce-api's catalogue (${products.length} products) is ${what}; the seed must have one.`);
  return found;
}

/** Still on sale now: flagged, and the promotion (if it has an end) has not ended. */
const onSaleNow = (product: Product) => product.on_sale && (product.promotion_end === null || Date.parse(product.promotion_end) > Date.now());

/** The raw body the server sends for `path`, with the page's own cookies (guest or signed in). */
async function documentSource(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path);
  expect(response.ok(), `GET ${path}`).toBe(true);
  return response.text();
}

/** Fails when `amount` (cents) shows in `html` in any form: "$1,234.50", "1234.50" or 123450. */
function expectAmountAbsent(html: string, amount: number, what: string) {
  const dollars = (amount / 100).toFixed(2);
  expect(html.includes(money(amount)), `${what}: ${money(amount)} in the document source`).toBe(false);
  expect(new RegExp(`(?<![\\d.])${escapeRegExp(dollars)}(?!\\d)`).test(html), `${what}: ${dollars} in the document source`).toBe(false);
  expect(new RegExp(`(?<![\\d.])${amount}(?![\\d.])`).test(html), `${what}: ${amount} (cents) in the document source`).toBe(false);
}

/**
 * Fails when `amount` (cents) is in what the server sends a guest for `path`: the document (markup,
 * JSON-LD and hydration data) or the data a client-side navigation loads (Remix single fetch).
 */
async function expectNotSent(page: Page, path: string, product: Product, amount: number, what: string) {
  const url = new URL(path, page.url());
  for (const [source, label] of [[`${url.pathname}${url.search}`, what], [`${url.pathname}.data${url.search}`, `${what} (navigation data)`]] as const) {
    const text = await documentSource(page, source);
    expect(text, `${label} is about ${product.sku}`).toContain(product.sku);
    expectAmountAbsent(text, amount, label);
  }
}

/** The product page's buy box: the block of the h1 with the price, reward points and tiers. */
function buyBox(page: Page): Locator {
  return page.getByRole('main').getByRole('heading', { level: 1 }).locator('xpath=..');
}

async function openProductPage(page: Page, product: Product) {
  await page.goto(`/${product.handle}.html`);
  await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
}

/**
 * Opens the category listing page that shows `product` (its first category, at the page where the
 * index lists it in the default order) and returns its card.
 */
async function openListingCard(page: Page, product: Product): Promise<Locator> {
  const detail = await commerceApi<{ product: { categories: { url: string }[] } }>(`/handles/${encodeURIComponent(product.handle)}.json`);
  const category = detail.product.categories[0];
  if (!category) throw new Error(`Product ${product.sku} is in no category.`);
  let listingPage = 1;
  for (; ; listingPage += 1) {
    const result = await commerceApi<{ hits: { id: number }[]; total: number }>(
      `/search/products/query?category=${encodeURIComponent(category.url)}&per_page=${LISTING_PER_PAGE}&page=${listingPage}`,
    );
    if (result.hits.some((hit) => hit.id === product.id)) break;
    if (result.hits.length === 0 || listingPage * LISTING_PER_PAGE >= result.total) {
      throw new Error(`Product ${product.sku} is not listed in its category "${category.url}".`);
    }
  }
  const path = category.url.startsWith('/') ? category.url : `/category/${category.url}.html`;
  await page.goto(listingPage > 1 ? `${path}?page=${listingPage}` : path);
  const card = page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: product.title, exact: true }) });
  await expect(card).toHaveCount(1);
  return card;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(CUSTOMER.email);
  await page.getByLabel('Password').fill(CUSTOMER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
}

/** Spec 6: a guest sees the in-store texts and a phone number link instead of the price. */
async function expectInStoreTexts(scope: Locator) {
  await expect(scope.getByText('Available in store. Call for details', { exact: true })).toBeVisible();
  const phoneSales = scope.getByText(/^In store phone sales/);
  await expect(phoneSales).toBeVisible();
  // Spec 7: customer service phone 888 756 9666.
  await expect(phoneSales.getByRole('link')).toHaveAttribute('href', /^tel:(\+1)?8887569666$/);
}

/** Spec 5: the list price (only when above the price) shows struck through, read as "was $x". */
async function expectListPrice(scope: Locator, listPrice: number) {
  await expect(scope.locator('s, del')).toHaveText(`was ${money(listPrice)}`);
}

/** A hide_price product with a plain price (no tiers, no non-MAP) that no other product shares. */
const hiddenPriceProduct = () =>
  findProduct('hide_price without tiers or non-MAP pricing, at a price no other product has', (product, products) =>
    product.hide_price && !product.allow_non_map_pricing && product.pricing_tiers.length === 0 && isDistinctive(cents(product.price), product, products));

test.describe('prices by the pricing rules', () => {
  test('a guest sees no price for a hide_price product, only the in-store texts and a phone link, and the HTML has no price', async ({ page }) => {
    const product = await hiddenPriceProduct();
    const price = cents(product.price);

    const card = await openListingCard(page, product);
    await expectInStoreTexts(card);
    await expect(card).not.toContainText('$');
    await expectNotSent(page, page.url(), product, price, 'guest category listing');

    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const box = buyBox(page);
    await expectInStoreTexts(box);
    await expect(box).not.toContainText('$');
    await expect(box.getByText(/reward points/)).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText(money(price));
    // Neither the markup, nor the JSON-LD, nor the hydration data carry the price.
    const html = await documentSource(page, `/${product.handle}.html`);
    await expectNotSent(page, `/${product.handle}.html`, product, price, 'guest product page');
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(html);
    expect(jsonLd, 'JSON-LD script').not.toBeNull();
    expect(JSON.parse(jsonLd![1]!).offers, 'JSON-LD offer of a hidden price').toBeUndefined();
  });

  test('a signed-in customer sees the price of a hide_price product, also after a guest has viewed it', async ({ page }) => {
    const product = await hiddenPriceProduct();
    const price = cents(product.price);
    // A guest view first, so a page cached for guests would be the one served.
    await openProductPage(page, product);
    await expectInStoreTexts(buyBox(page));

    await signIn(page);
    await openProductPage(page, product);
    const box = buyBox(page);
    await expect(box).toContainText(money(price));
    await expect(box.getByText('Available in store. Call for details', { exact: true })).toHaveCount(0);
    await expect(box.getByText(/^In store phone sales/)).toHaveCount(0);
    await expect(box.getByText(`Earn ${Math.floor(price / 100)} reward points`, { exact: true })).toBeVisible();

    const card = await openListingCard(page, product);
    await expect(card).toContainText(money(price));
    await expect(card.getByText('Available in store. Call for details', { exact: true })).toHaveCount(0);
  });

  test('a product with quantity pricing shows its tiers table and reward points for its price', async ({ page }) => {
    const product = await findProduct('priced in tiers from quantity 1 at its price (no list price, hide_price or non-MAP)', (p) =>
      p.pricing_tiers.length > 1 && p.pricing_tiers[0]!.min_quantity === 1 && cents(p.pricing_tiers[0]!.price) === cents(p.price)
      && p.list_price === null && !p.hide_price && !p.allow_non_map_pricing);
    const price = cents(product.price);
    await openProductPage(page, product);
    const box = buyBox(page);
    await expect(box).toContainText(money(price));

    const table = box.getByRole('table', { name: 'Quantity pricing' });
    await expect(table.getByRole('columnheader')).toHaveText(['Quantity', 'Price each']);
    const rows = table.getByRole('row');
    await expect(rows).toHaveCount(product.pricing_tiers.length + 1);
    for (const [i, tier] of product.pricing_tiers.entries()) {
      // Spec 5: a tier runs from min_quantity to max_quantity; no max means open-ended.
      const quantities = tier.max_quantity === null ? `${tier.min_quantity}+` : `${tier.min_quantity} - ${tier.max_quantity}`;
      await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([quantities, money(cents(tier.price))]);
    }
    // Spec 5: reward points are the floor of the price.
    await expect(box.getByText(`Earn ${Math.floor(price / 100)} reward points`, { exact: true })).toBeVisible();
  });

  test('a product on sale shows its list price struck through, the rounded savings and reward points', async ({ page }) => {
    const product = await findProduct('on sale now with a list price above its price (no tiers, hide_price or non-MAP)', (p) =>
      onSaleNow(p) && p.list_price !== null && p.list_price > p.price && p.pricing_tiers.length === 0 && !p.hide_price && !p.allow_non_map_pricing);
    const price = cents(product.price);
    const listPrice = cents(product.list_price!);
    // Spec 5: savings percentage is rounded from list price versus price.
    const savings = `Save ${Math.round(((listPrice - price) / listPrice) * 100)}%`;

    const card = await openListingCard(page, product);
    await expect(card).toContainText(money(price));
    await expectListPrice(card, listPrice);
    await expect(card.getByText(savings, { exact: true })).toBeVisible();

    await card.getByRole('heading').getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    const box = buyBox(page);
    await expect(box).toContainText(money(price));
    await expectListPrice(box, listPrice);
    await expect(box.getByText(savings, { exact: true })).toBeVisible();
    await expect(box.getByText(`Earn ${Math.floor(price / 100)} reward points`, { exact: true })).toBeVisible();
  });

  test('the special non-MAP price shows only to a signed-in customer, and a guest’s HTML does not carry it', async ({ page }) => {
    const product = await findProduct('allow_non_map_pricing with a non_map_price below its price that no other product has (no tiers or hide_price)', (p, all) =>
      p.allow_non_map_pricing && p.non_map_price !== null && p.non_map_price < p.price && p.pricing_tiers.length === 0 && !p.hide_price
      && isDistinctive(cents(p.non_map_price), p, all) && cents(p.non_map_price) !== cents(p.list_price ?? 0));
    const price = cents(product.price);
    const nonMapPrice = cents(product.non_map_price!);
    const special = 'Special pricing for signed-in customers';

    await openProductPage(page, product);
    let box = buyBox(page);
    await expect(box).toContainText(money(price));
    await expect(box).not.toContainText(money(nonMapPrice));
    await expect(box.getByText(special)).toHaveCount(0);
    await expect(box.getByText(`Earn ${Math.floor(price / 100)} reward points`, { exact: true })).toBeVisible();
    await expectNotSent(page, `/${product.handle}.html`, product, nonMapPrice, 'guest product page');
    const guestCard = await openListingCard(page, product);
    await expect(guestCard).toContainText(money(price));
    await expectNotSent(page, page.url(), product, nonMapPrice, 'guest category listing');

    await signIn(page);
    await openProductPage(page, product);
    box = buyBox(page);
    await expect(box).toContainText(money(nonMapPrice));
    await expect(box.getByText(special, { exact: true })).toBeVisible();
    await expect(box.getByText(`Earn ${Math.floor(nonMapPrice / 100)} reward points`, { exact: true })).toBeVisible();
    const card = await openListingCard(page, product);
    await expect(card).toContainText(money(nonMapPrice));
  });
});
