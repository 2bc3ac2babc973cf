import { COMMERCE_API_URL, commerceApiHeaders, expect, test } from '../support/fixtures';

// Unknown /product/* addresses and /account/* paths without a route of their own (deep pool-profile
// paths included) are the same 404 page.
for (const path of [
  '/no-such-page', '/no-such-product.html', '/category/no-such-category.html', '/cart/', '/product/no-such-product',
  '/account/no-such-page', '/account/pool-profiles/default/no-such-tab', '/account/pool-profiles/1/manual/extra',
]) {
  test(`${path} is a real 404 page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('404 Not Found');
    await expect(page.getByRole('heading', { name: "Oops. There's nothing here." })).toBeVisible();
    for (const href of ['/search/pool-nets', '/search/automatic-pool-cleaners', '/search/aboveground-pools']) {
      await expect(page.locator(`main a[href="${href}"]`)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });
}

test("an old /product/{handle} link is a permanent redirect to the product's page", async ({ page, request }) => {
  const response = await fetch(`${COMMERCE_API_URL}/search/products/query?per_page=1&page=1`, { headers: commerceApiHeaders() });
  const [product] = ((await response.json()) as { hits: { handle: string; title: string }[] }).hits;
  expect(product).toBeTruthy();
  for (const old of [`/product/${product!.handle}`, `/product/${product!.handle}.html`]) {
    const moved = await request.get(`${old}?utm_source=mail`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers()['location']).toBe(`/${product!.handle}.html?utm_source=mail`);
  }
  await page.goto(`/product/${product!.handle}`);
  await expect(page).toHaveURL(new RegExp(`/${product!.handle}\\.html$`));
  await expect(page.getByRole('heading', { level: 1, name: product!.title })).toBeVisible();
});

test('security headers are set and no stack trace leaks', async ({ request }) => {
  const response = await request.get('/');
  const headers = response.headers();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=_-]+'/);
});

test('a cross-site form post is refused', async ({ request, stack }) => {
  const response = await request.post('/cart', {
    headers: { origin: 'https://evil.example', 'content-type': 'application/x-www-form-urlencoded' },
    data: 'intent=add&productId=1&quantity=1',
  });
  expect(response.status()).toBe(403);
  expect(stack.baseURL).toContain('localhost');
});

test('built scripts are served precompressed and immutable, with nosniff and no headers they do not need', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // Hydration's modules are Remix's own preloads, as `<Scripts>` writes them (docs/decisions/0056).
  const chunk = html.match(/<link rel="modulepreload" href="(\/assets\/[^"]+\.js)"/)?.[1];
  expect(chunk).toBeTruthy();
  const response = await request.get(chunk!, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  const headers = response.headers();
  expect(headers['content-encoding']).toBe('br');
  expect(headers['cache-control']).toContain('immutable');
  expect(headers['x-content-type-options']).toBe('nosniff');
  for (const name of ['etag', 'last-modified', 'accept-ranges', 'content-security-policy', 'cross-origin-resource-policy', 'set-cookie']) {
    expect(headers[name], name).toBeUndefined();
  }
});
