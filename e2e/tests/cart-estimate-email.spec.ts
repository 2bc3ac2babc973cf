import { expect, test } from '../support/fixtures';
import { OUTBOX_URL } from '../support/fixtures';

/** How many mails the outbox holds for `to`. */
async function mailsTo(to: string): Promise<number> {
  const res = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(to)}&limit=10`);
  const { messages } = (await res.json()) as { messages: unknown[] };
  return messages.length;
}

test('the cart shows an estimated shipping: the standard fee under $75, Free from $75 (0065)', async ({ page }) => {
  await page.goto('/chlorine-starter-kit.html');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: 'Chlorine Starter Kit' })).toBeVisible();
  await page.goto('/cart');
  const estimate = page.getByRole('main').getByTestId('shipping-estimate');
  await expect(estimate).toContainText(/^Estimated shipping \(.+, 2-5 days\)\$6\.95$/);

  await page.goto('/variable-speed-pump-with-installation.html');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: 'Variable Speed Pump with Installation' })).toBeVisible();
  await page.goto('/cart');
  await expect(estimate).toContainText(/^Estimated shipping \(.+, 2-5 days\)Free$/);
});

test('a quantity changed on the cart page with JavaScript reads the estimate again, without a page load (0065)', async ({ page }) => {
  await page.goto('/chlorine-starter-kit.html');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: 'Chlorine Starter Kit' })).toBeVisible();
  await page.goto('/cart');
  const main = page.getByRole('main');
  const estimate = main.getByTestId('shipping-estimate');
  await expect(estimate).toContainText(/^Estimated shipping \(.+, 2-5 days\)\$6\.95$/);
  // Enough kits for free shipping ($75), typed and sent by the line's fetcher: the page is not loaded again.
  const unitCents = Math.round(Number((await main.getByTestId('cart-subtotal').innerText()).replace(/[^0-9.]/g, '')) * 100);
  const enough = Math.ceil(7500 / unitCents);
  expect(enough).toBeLessThanOrEqual(40);
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const estimates: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/resources/shipping-estimate')) estimates.push(request.url());
  });
  const quantity = main.getByLabel('Quantity of Chlorine Starter Kit', { exact: true });
  await quantity.fill(String(enough));
  await main.getByRole('button', { name: 'Update quantity of Chlorine Starter Kit' }).click();
  await expect(main.getByLabel('Quantity of Chlorine Starter Kit', { exact: true })).toHaveValue(String(enough));
  await expect(estimate).toContainText(/^Estimated shipping \(.+, 2-5 days\)Free$/);
  // And back under $75 with the − button.
  await main.getByLabel('Quantity of Chlorine Starter Kit', { exact: true }).fill('2');
  await main.getByRole('button', { name: 'Update quantity of Chlorine Starter Kit' }).click();
  await expect(main.getByLabel('Quantity of Chlorine Starter Kit', { exact: true })).toHaveValue('2');
  if (2 * unitCents < 7500) await expect(estimate).toContainText(/^Estimated shipping \(.+, 2-5 days\)\$6\.95$/);
  await main.getByRole('button', { name: 'Decrease quantity of Chlorine Starter Kit' }).click();
  await expect(main.getByLabel('Quantity of Chlorine Starter Kit', { exact: true })).toHaveValue('1');
  await expect(estimate).toContainText(/^Estimated shipping \(.+, 2-5 days\)\$6\.95$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(estimates.length).toBeGreaterThanOrEqual(2);
});

test('without JavaScript, Email Cart posted twice with the same form sends one mail (0065)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/chlorine-starter-kit.html');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await page.goto('/cart/email');
  const to = `once-${Date.now()}@example.com`;
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  expect(key).toMatch(/^email-cart:/);
  const form = { email: to, message: 'Have a look at this kit for the pool', idempotencyKey: key };
  const post = () => page.request.post('/cart/email', { form, headers: { origin: new URL(page.url()).origin } });
  // A double submit: both posts answer as sent, one mail leaves.
  const [first, second] = await Promise.all([post(), post()]);
  expect([first.status(), second.status()]).toEqual([200, 200]);
  await expect.poll(() => mailsTo(to)).toBe(1);
  // The page's own form, submitted, mails with a key of its own.
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Email', exact: true }).fill(to);
  await main.getByLabel('Message').fill('And here it is once more, on purpose');
  await main.getByRole('button', { name: 'Send Email' }).click();
  await expect.poll(() => mailsTo(to)).toBe(2);
  await context.close();
});
