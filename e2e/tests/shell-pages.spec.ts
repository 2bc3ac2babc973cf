import { slidesInView } from '../support/carousel';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

const CONTENT_PAGES: [path: string, heading: string][] = [
  ['/about', 'About Us'],
  ['/support', 'Support'],
  ['/rewards', 'Rewards'],
  ['/blog', 'Pool Care Blog'],
  ['/blog/how-to.html', 'How-To Guides'],
  ['/blog/how-to/open-your-pool', 'How to Open Your Pool'],
  ['/articles/salt-water-pools', 'Salt Water Pools: Pros and Cons'],
  ['/location/san-antonio-tx-4.html', 'Same-day delivery in San Antonio, TX'],
  ['/san-antonio-pool-supplies', 'San Antonio Pool Supplies'],
  ['/phoenix', 'Phoenix Pool Supplies'],
];

test('the home page shows the hero, featured categories, popular products and the how-to blog', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Pool Supplies, Parts & Equipment');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Pool season starts here' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Popular products' })).toBeVisible();
  await expect(main.getByRole('article').first()).toBeVisible();
  await expect(main.getByRole('link', { name: "Read our How To's" })).toHaveAttribute('href', '/blog/how-to.html');
});

test('a content product row is a carousel: 4 slides shown at desktop width, Next moves on to the next 4', async ({ page }) => {
  await page.goto('/');
  const row = page.getByRole('main').getByRole('region', { name: 'Popular products' });
  await expect(row).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(row.getByRole('listitem')).toHaveCount(8);
  await expect.poll(() => slidesInView(row)).toEqual(['1 of 8', '2 of 8', '3 of 8', '4 of 8']);
  const previous = row.getByRole('button', { name: 'Previous products' });
  const next = row.getByRole('button', { name: 'Next products' });
  await expect(previous).toBeDisabled();
  await next.click();
  await expect.poll(() => slidesInView(row)).toEqual(['5 of 8', '6 of 8', '7 of 8', '8 of 8']);
  await expect(next).toBeDisabled();
  await previous.click();
  await expect.poll(() => slidesInView(row)).toEqual(['1 of 8', '2 of 8', '3 of 8', '4 of 8']);
});

for (const [path, heading] of CONTENT_PAGES) {
  test(`${path} is a content page with its title, description, canonical URL and Open Graph tags`, async ({ page, baseURL }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(/.+/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', /website|article/);
  });
}

test('the 404 page has its title, texts, popular searches, Return Home and status 404', async ({ page }) => {
  const response = await page.goto('/no-such-page-at-all');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Not Found');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: "Oops. There's nothing here." })).toBeVisible();
  await expect(main.getByText(/This page could not be found/)).toBeVisible();
  await expect(main.getByText(/might have been removed, or it is temporarily unavailable/)).toBeVisible();
  await expect(main.getByRole('link', { name: 'pool nets' })).toHaveAttribute('href', '/search/pool-nets');
  await expect(main.getByRole('link', { name: 'automatic pool cleaners' })).toHaveAttribute('href', '/search/automatic-pool-cleaners');
  await expect(main.getByRole('link', { name: 'aboveground pools' })).toHaveAttribute('href', '/search/aboveground-pools');
  await expect(main.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
});

test('recently viewed products show on the 404 page', async ({ page }) => {
  await page.goto('/category/pumps.html');
  // The BFF records views for a session; adding to the cart starts one.
  await page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first().getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  await page.keyboard.press('Escape');
  const title = (await page.getByRole('article').first().getByRole('heading').innerText()).trim();
  await page.getByRole('article').first().getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/still-nothing-here');
  await expect(page.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible();
});

test('trailing slashes are strict and unknown paths consult the redirects', async ({ request }) => {
  expect((await request.get('/about/', { maxRedirects: 0 })).status()).toBe(404);
  expect((await request.get('/cart/', { maxRedirects: 0 })).status()).toBe(404);
  const moved = await request.get('/contact', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toMatch(/\/support$/);
  const how = await request.get('/how-to', { maxRedirects: 0 });
  expect([301, 308]).toContain(how.status());
  expect(how.headers().location).toMatch(/\/blog\/how-to\.html$/);
  // An old category address lands on the real category page, not on a second hop or a 404.
  const pumps = await request.get('/pool-pumps', { maxRedirects: 0 });
  expect(pumps.status()).toBe(301);
  expect(pumps.headers().location).toMatch(/\/category\/pumps\.html$/);
  expect((await request.get(pumps.headers().location as string)).status()).toBe(200);
});

test('products and diagrams are served by the catch-all', async ({ page }) => {
  await page.goto('/category/pumps.html');
  const card = page.getByRole('article').first();
  const href = await card.getByRole('heading').getByRole('link').getAttribute('href');
  expect(href).toMatch(/^\/[a-z0-9-]+\.html$/);
  const response = await page.goto(href as string);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  const finder = await (await page.request.get('/resources/parts-finder')).json();
  const diagram = finder.diagrams[0] as { name: string; href: string };
  expect(diagram.href).toMatch(/^\/[a-z0-9-]+\.html$/);
  expect((await page.goto(diagram.href))?.status()).toBe(200);
  await expect(page).toHaveTitle(`${diagram.name} Parts Diagram | Pool Supplies`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: diagram.name })).toBeVisible();
});

test('robots.txt and sitemap.xml are generated', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toContain('xml');
  const xml = await sitemap.text();
  expect(xml).toContain(`<loc>${baseURL}/about</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/category/[a-z0-9-]+\\.html</loc>`));
  expect(xml).toMatch(new RegExp(`<loc>${baseURL}/[a-z0-9-]+\\.html</loc>`));
});

test('the /style page shows the UI kit', async ({ page }) => {
  await page.goto('/style');
  await expect(page.getByRole('heading', { level: 1, name: 'UI kit' })).toBeVisible();
  for (const section of ['Colours', 'Spacing', 'Button', 'Link', 'Drawer, ToastRegion, NavigationProgress']) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Show a toast' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Saved')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Saved')).toBeHidden({ timeout: 7_000 });
  await page.getByRole('button', { name: 'Show a loading toast' }).click();
  const loading = page.getByRole('region', { name: 'Notifications' }).getByText('Working on it...');
  await page.waitForTimeout(5_500);
  await expect(loading).toBeVisible();
});

test('the checkout, returns and login layouts', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByText('Secure Checkout')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: '888 756 9666' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Email Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Chat with us' })).toBeVisible();
  await expect(page.getByText('Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Categories' })).toHaveCount(0);

  await page.goto('/about');
  await page.goto('/return-an-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Return a Product' })).toBeVisible();
  await waitForHydration(page);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/about$/);

  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  const width = await page.getByRole('main').locator('> div').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeLessThanOrEqual(548);
});
