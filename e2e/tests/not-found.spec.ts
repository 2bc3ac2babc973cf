import { expect, test } from '../support/fixtures';

for (const path of ['/no-such-page', '/no-such-product.html', '/category/no-such-category.html', '/cart/']) {
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
