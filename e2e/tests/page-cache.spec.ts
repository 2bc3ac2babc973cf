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

test('a shopper with a cart never gets the cached guest page', async ({ page }) => {
  await page.goto('/category/pumps.html');
  await page.goto('/category/pumps.html'); // now cached for guests
  await expect(page.getByRole('button', { name: /^Cart, 0 items$/ })).toBeVisible();
  const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();

  const response = await page.goto('/category/pumps.html');
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  expect(response?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
});

test('a shopper with a session gets fresh data on every request; an identical page is reused with a fresh nonce', async ({ page }) => {
  await page.goto('/category/pumps.html');
  const addFirstCard = async () => {
    const card = page.getByRole('main').getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
    await card.getByRole('button', { name: /^Add to Cart/ }).click();
    await expect(page.getByRole('dialog', { name: 'My Cart' })).toBeVisible();
  };
  await addFirstCard(); // starts the session

  const path = `/category/pumps.html?sort=price-desc&e2e=${Date.now()}`;
  const visit = async () => {
    const response = (await page.goto(path))!;
    const headers = response.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    return { cache: headers['x-render-cache'], nonces: nonces(headers['content-security-policy'], await response.text()) };
  };
  const first = await visit();
  const second = await visit();
  expect(first.cache).toBe('miss');
  expect(second.cache).toBe('hit');
  const [a, b] = [first.nonces, second.nonces];
  expect(a.inPage).toEqual([a.header]);
  expect(b.inPage).toEqual([b.header]);
  expect(b.header).not.toBe(a.header);
  // The reused page hydrates and works like a rendered one.
  await expect(page.getByRole('button', { name: /^Cart, 1 item$/ })).toBeVisible();
  await addFirstCard();

  // The cart changed, so the same address renders again, with the new count.
  const third = await page.goto(path);
  expect(third!.headers()['x-render-cache']).toBe('miss');
  await expect(page.getByRole('button', { name: /^Cart, 2 items$/ })).toBeVisible();
});
