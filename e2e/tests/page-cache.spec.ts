import { expect, test } from '../support/fixtures';

/** The nonce of a response's CSP header and every nonce attribute of its HTML. */
function nonces(csp: string | undefined, html: string) {
  const header = /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
  const inPage = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  return { header, inPage: [...inPage] };
}

test('a guest’s catalogue page is public and served from the page cache with a fresh nonce each time', async ({ playwright, stack }) => {
  // A cookie-less client, like a first visit or a crawler.
  const guest = await playwright.request.newContext({ baseURL: stack.baseURL });
  const path = `/category/pumps.html?sort=price-asc&e2e=${Date.now()}`;
  const first = await guest.get(path);
  expect(first.status()).toBe(200);
  expect(first.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  expect(first.headers()['set-cookie']).toBeUndefined();
  expect(first.headers()['x-page-cache']).toBe('miss');

  const second = await guest.get(path);
  expect(second.headers()['x-page-cache']).toBe('hit');
  const [a, b] = [nonces(first.headers()['content-security-policy'], await first.text()), nonces(second.headers()['content-security-policy'], await second.text())];
  expect(a.inPage).toEqual([a.header]);
  expect(b.inPage).toEqual([b.header]);
  expect(b.header).not.toBe(a.header);
  await guest.dispose();
});

test('a guest’s product page is public too; the view is recorded after the page, starting the session', async ({ page, stack, playwright }) => {
  const guest = await playwright.request.newContext({ baseURL: stack.baseURL });
  await page.goto('/category/pumps.html');
  const href = await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  const document = await guest.get(href!);
  expect(document.headers()['cache-control']).toMatch(/^public/);
  expect(document.headers()['set-cookie']).toBeUndefined();
  // Kept, reviews and questions included (they are the same for everyone): the next guest gets the copy.
  expect((await guest.get(href!)).headers()['x-page-cache']).toBe('hit');
  await guest.dispose();

  const recorded = page.waitForResponse((response) => response.url().endsWith('/resources/recently-viewed') && response.request().method() === 'POST');
  await page.goto(href!);
  expect((await recorded).status()).toBe(200);
  await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === 'session_id')).toBe(true);

  // Bad input on the same endpoint: a clear 4xx, nothing recorded.
  const answers = await page.evaluate(async () =>
    Promise.all(['99999999', 'abc'].map(async (productId) => {
      const response = await fetch('/resources/recently-viewed', { method: 'POST', body: new URLSearchParams({ productId }) });
      return { status: response.status, body: await response.json() };
    })));
  expect(answers).toEqual([
    { status: 404, body: { title: 'There is no product 99999999.' } },
    { status: 400, body: { title: 'productId must be a positive whole number.' } },
  ]);
});

test('a guest’s cached category page never shows another shopper’s cart count', async ({ page, browser, stack }) => {
  const path = `/category/pumps.html?e2e=${Date.now()}`;
  // Shopper A fills a cart, then asks for a page that is not cached yet.
  await page.goto('/category/pumps.html');
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  const first = await page.goto(path);
  expect(first?.headers()['x-page-cache']).toBe('miss');
  expect(first?.headers()['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();

  // Guest B gets the very page A's visit stored, and sees their own (empty) cart.
  const other = await browser.newContext({ baseURL: stack.baseURL });
  const guest = await other.newPage();
  const cached = await guest.goto(path);
  expect(cached?.headers()['x-page-cache']).toBe('hit');
  expect(await cached?.text()).not.toMatch(/Cart, 1 item/);
  await expect(guest.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();

  // A gets the cached page too, with their own count once the session has been read.
  const again = await page.goto(path);
  expect(again?.headers()['x-page-cache']).toBe('hit');
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  await other.close();
});

test('signed-in customers share their own cached copy of a page, apart from guests', async ({ page, playwright, stack }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('shopper@example.com');
  await page.getByLabel('Password').fill('pool-demo-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Sam!' })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'signed_in' && cookie.httpOnly)).toBe(true);

  const path = `/category/pumps.html?e2e=member-${Date.now()}`;
  const first = await page.goto(path);
  expect(first?.headers()['x-page-cache']).toBe('miss');
  expect(first?.headers()['cache-control']).toMatch(/^public/);
  const second = await page.goto(path);
  expect(second?.headers()['x-page-cache']).toBe('hit');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Sam!' })).toBeVisible();

  // A guest asking for the same address is not given the members' copy.
  const guest = await playwright.request.newContext({ baseURL: stack.baseURL });
  const guestPage = await guest.get(path);
  expect(guestPage.headers()['x-page-cache']).toBe('miss');
  // Someone who makes up the audience cookie gets the guests' copy.
  const forger = await playwright.request.newContext({ baseURL: stack.baseURL, extraHTTPHeaders: { cookie: 'signed_in=1' } });
  const forged = await forger.get(path);
  expect(forged.headers()['x-page-cache']).toBe('hit');
  const withoutNonces = (html: string) => html.replace(/nonce="[^"]+"/g, '');
  expect(withoutNonces(await forged.text())).toBe(withoutNonces(await guestPage.text()));
  await guest.dispose();
  await forger.dispose();
});

test('an add to cart is one call: the page does not reload its data, the mini cart shows the answer', async ({ page }) => {
  await page.goto('/category/pumps.html');
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    // Data requests only: not code, images or Remix's route manifest (lazy route discovery).
    if (!/^\/(?:assets|images)\/|^\/favicon\.svg$|^\/__manifest$/.test(url.pathname)) requests.push(`${request.method()} ${url.pathname}`);
  });
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  const drawer = page.getByRole('dialog', { name: 'My Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('article').or(drawer.getByRole('listitem')).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  expect(requests).toEqual(['POST /cart.data']);
});
