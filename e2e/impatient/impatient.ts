import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The impatient shopper's visit: the CPU slowed 4 times (a mid-range phone) and the page opened up to
 * its `load` event only. Pages hydrate some time after that, so what the test does next meets the
 * server's HTML, React, or the moment between: whichever it meets must do what the shopper asked.
 */
export async function visitImpatiently(page: Page, url: string): Promise<void> {
  await slowCpu(page);
  await page.goto(url, { waitUntil: 'load' });
}

const slowed = new WeakSet<Page>();

/** CPU throttling, four times (Chromium's DevTools protocol), once per page. */
async function slowCpu(page: Page): Promise<void> {
  if (slowed.has(page)) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  slowed.add(page);
}

/** The shopper's cart, read on a page of its own in the same browser, until it lists `title`. */
export async function expectInCart(page: Page, title: string): Promise<void> {
  const cart = await page.context().newPage();
  await expect(async () => {
    await cart.goto('/cart', { waitUntil: 'load' });
    await expect(cart.getByRole('main').getByRole('link', { name: title }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await cart.close();
}

/**
 * The first product card of the Pumps category that can be added to the cart, and its title. The
 * category page is opened impatiently too.
 */
export async function addableCard(page: Page): Promise<{ card: Locator; title: string }> {
  await visitImpatiently(page, '/category/pumps.html');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  const title = (await card.getByRole('heading').innerText()).trim();
  return { card, title };
}
