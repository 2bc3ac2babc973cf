import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Hydration starts as soon as the browser has the page's modules: Remix's `<Scripts>` as it renders,
// and entry.client hydrating at once, marking `pool:hydration-start` (docs/decisions/0056).

/** A product page's path: the first product of the pumps listing. */
async function productPath(request: APIRequestContext) {
  const html = await (await request.get('/category/pumps.html')).text();
  const path = html.match(/<article[^>]*>[\s\S]*?<a [^>]*href="(\/[^"/]+\.html)"/)?.[1];
  expect(path).toBeTruthy();
  return path!;
}

test("the document carries Remix's own preloads and module script, nothing rewritten", async ({ request }) => {
  const html = await (await request.get('/category/pumps.html')).text();
  expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"\/>/);
  expect(html).toMatch(/<script nonce="[^"]+" type="module" async="">[^<]*import\("\/assets\/entry\.client-[\w-]+\.js"\);<\/script>/);
  expect(html).not.toMatch(/after-paint|modulepreload-/);
});

for (const kind of ['home', 'category', 'product', 'search', 'cart'] as const) {
  test(`the ${kind} page starts hydrating as its modules run, without waiting for a frame or an idle moment`, async ({ page, request }) => {
    const path = kind === 'product' ? await productPath(request) : { home: '/', category: '/category/pumps.html', search: '/search?query=pump', cart: '/cart' }[kind];
    // Records every wait for a frame or an idle moment the page asks for before hydration starts.
    await page.addInitScript(() => {
      const waits: string[] = [];
      Object.assign(window, { waitsBeforeHydration: waits });
      const started = () => performance.getEntriesByName('pool:hydration-start').length > 0;
      for (const name of ['requestAnimationFrame', 'requestIdleCallback'] as const) {
        const original = window[name].bind(window) as (callback: never) => number;
        Object.assign(window, {
          [name]: (callback: never) => {
            if (!started()) waits.push(name);
            return original(callback);
          },
        });
      }
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated');
    expect(await page.evaluate(() => performance.getEntriesByName('pool:hydration-start').length)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { waitsBeforeHydration: string[] }).waitsBeforeHydration)).toEqual([]);
  });
}
