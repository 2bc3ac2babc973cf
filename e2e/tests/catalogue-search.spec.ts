import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const HINT = 'Search for a manufacturer number or product name or try these popular searches';

function searchBox(page: Page) {
  return page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
}

/** Focus the header search and wait for the dropdown (its code loads on first intent). */
async function openDropdown(page: Page) {
  await searchBox(page).click();
  await expect(page.getByText(HINT)).toBeVisible();
}

/** A product with a separated part number (`SP-1234-S`), read from a pumps listing and its product page. */
async function productWithSeparatedMpn(page: Page) {
  for (let n = 1; n <= 5; n += 1) {
    await page.goto(`/category/pumps.html${n > 1 ? `?page=${n}` : ''}`);
    const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allInnerTexts();
    const title = titles.map((t) => t.trim()).find((t) => /\b[A-Z]{1,3}-\d{4}-[A-Z]{1,2}$/.test(t));
    if (title) {
      const mpn = /([A-Z]{1,3}-\d{4}-[A-Z]{1,2})$/.exec(title)![1]!;
      const word = title.replace(mpn, '').split(/\s+/).filter((w) => /^[A-Za-z]{5,}$/.test(w)).sort((a, b) => b.length - a.length)[0]!;
      return { title, mpn, word };
    }
  }
  throw new Error('no product with a separated part number in the first pages of pumps');
}

test.describe('search dropdown', () => {
  test('opens on focus with the empty hint and the popular searches, and closes on Escape and Close', async ({ page }) => {
    await page.goto('/');
    await expect(searchBox(page)).toHaveAttribute('placeholder', 'Search for a product');
    await openDropdown(page);
    const list = page.getByRole('menu', { name: 'Search suggestions' });
    for (const term of ['pool nets', 'automatic pool cleaners', 'aboveground pools', 'pool cleaner']) {
      await expect(list.getByRole('menuitem', { name: term, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByText(HINT)).toBeHidden();
    await searchBox(page).press('ArrowDown');
    await expect(page.getByText(HINT)).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByText(HINT)).toBeHidden();
  });

  test('shows suggestions, up to 6 products and View all, navigable with the keyboard; Enter opens the results and remembers the search', async ({ page }) => {
    await page.goto('/');
    await openDropdown(page);
    const typeahead = page.waitForResponse((r) => /\/resources\/typeahead.*q=granules/.test(r.url()));
    await searchBox(page).pressSequentially('granules');
    await typeahead;
    const list = page.getByRole('menu', { name: 'Search suggestions' });
    const viewAll = list.getByRole('menuitem', { name: /^View all \d+$/ });
    await expect(viewAll).toBeVisible();
    const count = Number((await viewAll.innerText()).replace(/\D+/g, ''));
    expect(count).toBeGreaterThan(6);
    await expect(list.getByText('PRODUCTS', { exact: true })).toBeVisible();
    const productItems = list.getByRole('menuitem').filter({ has: page.locator('img') });
    expect(await productItems.count()).toBeGreaterThan(0);
    expect(await productItems.count()).toBeLessThanOrEqual(6);
    const suggestions = list.getByRole('group').filter({ hasText: 'Suggestions' }).getByRole('menuitem');
    expect(await suggestions.count()).toBeLessThanOrEqual(8);

    // Arrow keys move through the items while the text field keeps focus.
    await searchBox(page).press('ArrowDown');
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', /.+/);
    await searchBox(page).press('ArrowUp');

    await page.keyboard.press('Escape');
    await expect(searchBox(page)).toHaveValue('granules');
    await searchBox(page).click();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?query=granules$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "granules"' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`${count} products`);
    expect(await page.evaluate(() => window.localStorage.getItem('recentKeyword'))).toBe('granules');

    // Searching again does not add the term twice; it is listed under recent searches.
    await searchBox(page).fill('');
    await searchBox(page).click();
    await expect(page.getByRole('menu', { name: 'Search suggestions' }).getByRole('menuitem', { name: 'granules', exact: true })).toBeVisible();
  });

  test('debounces: one typeahead request for quick typing, none for an empty text', async ({ page }) => {
    await page.goto('/');
    await openDropdown(page);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/resources/typeahead')) requests.push(request.url());
    });
    await searchBox(page).pressSequentially('filter', { delay: 40 });
    await expect(page.getByRole('menuitem', { name: /^View all \d+$/ })).toBeVisible();
    // Six keystrokes, one request (a second only if the machine stalls for 400 ms mid-word).
    expect(requests.length).toBeLessThanOrEqual(2);
    expect(requests.at(-1)).toContain('q=filter');
    const before = requests.length;
    await searchBox(page).fill('   ');
    await page.waitForTimeout(600);
    expect(requests).toHaveLength(before);
    await expect(page.getByText(HINT)).toBeVisible();
  });

  test('Enter on a highlighted suggestion follows it', async ({ page }) => {
    await page.goto('/');
    await openDropdown(page);
    await searchBox(page).pressSequentially('granules');
    const list = page.getByRole('menu', { name: 'Search suggestions' });
    await expect(list.getByRole('menuitem', { name: /^View all \d+$/ })).toBeVisible();
    const first = list.getByRole('group', { name: 'Suggestions' }).getByRole('menuitem').first();
    const text = (await first.innerText()).trim();
    await searchBox(page).press('ArrowDown');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/search/);
    await expect(page.getByRole('heading', { level: 1, name: `Search results for "${text}"` })).toBeVisible();
  });

  test('says so when nothing matches, and Enter then stays on the page', async ({ page }) => {
    await page.goto('/');
    await openDropdown(page);
    await searchBox(page).pressSequentially('qqzzxxv');
    await expect(page.getByText('Sorry, there are no results for "qqzzxxv." Try these popular searches instead.')).toBeVisible();
    await searchBox(page).press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('menu', { name: 'Search suggestions' }).getByRole('menuitem', { name: 'pool nets', exact: true })).toBeVisible();
  });

  test("labels the tab 'PRODUCTS & DIAGRAMS' when diagrams match, and links the diagram", async ({ page }) => {
    await page.goto('/');
    await openDropdown(page);
    await searchBox(page).pressSequentially('super pump');
    const list = page.getByRole('menu', { name: 'Search suggestions' });
    await expect(list.getByText('PRODUCTS & DIAGRAMS', { exact: true })).toBeVisible();
    await list.getByRole('menuitem', { name: /Super Pump SP2600 Series/ }).first().click();
    await expect(page).toHaveURL(/super-pump-sp2600-series-parts-diagram/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hayward Super Pump SP2600 Series' })).toBeVisible();
  });
});

test.describe('search results', () => {
  test('finds a part number typed with separators, without them, and with a typo in the name', async ({ page }) => {
    const { title, mpn, word } = await productWithSeparatedMpn(page);
    const compact = mpn.replace(/-/g, '');
    const middle = Math.floor(word.length / 2);
    const typo = `${word.slice(0, middle)}${word[middle] === 'x' ? 'y' : 'x'}${word.slice(middle + 1)}`; // one letter wrong
    for (const text of [mpn, compact, mpn.toLowerCase(), `${typo} ${compact}`]) {
      await page.goto(`/search?query=${encodeURIComponent(text)}`);
      const first = page.getByRole('main').getByRole('article').first();
      await expect(first.getByRole('heading'), text).toHaveText(title);
    }
  });

  test('/search/{text} reads hyphens as spaces; facets, sort and paging work without JavaScript as links and a GET form', async ({ browser, stack }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: stack.baseURL });
    const page = await context.newPage();
    await page.goto('/search/pool-pump');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "pool pump"' })).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByText('Brand', { exact: true })).toBeVisible();
    const brand = filters.getByRole('list', { name: 'Brand' }).getByRole('link').first();
    await filters.getByText('Brand', { exact: true }).click();
    const label = (await brand.innerText()).trim();
    const expected = Number(/\((\d+)\)\s*$/.exec(label)![1]);
    await brand.click();
    await expect(page).toHaveURL(/query=pool\+pump&f=brand%3A/);
    await expect(page.getByRole('main').getByRole('status').first()).toHaveText(`${expected} ${expected === 1 ? 'product' : 'products'}`);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toBeVisible();

    await page.getByLabel('Sort by').selectOption('price_asc');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(page).toHaveURL(/f=brand%3A/);
    await context.close();
  });

  test('diagrams are among the results', async ({ page }) => {
    await page.goto('/search?query=super+pump');
    const diagrams = page.getByRole('region', { name: /^Diagrams \(\d+\)$/ });
    await diagrams.getByRole('link', { name: /Hayward Super Pump SP2600 Series/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hayward Super Pump SP2600 Series' })).toBeVisible();
  });

  test('an empty result offers the popular searches', async ({ page }) => {
    await page.goto('/search/qqzzxxv');
    await expect(page.getByText('Sorry, there are no results for "qqzzxxv." Try these popular searches instead.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'pool nets' })).toHaveAttribute('href', '/search/pool-nets');
  });
});
