import { slidesInView } from '../support/carousel';
import { expect, test } from '../support/fixtures';
import { ADA_IN_SAN_ANTONIO, fillAddress } from '../support/shopping';

test.use({ javaScriptEnabled: false });

test('add to cart works as a plain form post without JavaScript', async ({ page }) => {
  await page.goto('/category/pumps.html');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('link', { name: title }).first().click();
  const productUrl = page.url();

  await page.getByRole('main').getByLabel('Quantity').fill('2');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(productUrl);
  // Pages are the same for every shopper (the count is read by script after the page): the cart
  // button leads to the cart, which is exact.
  await expect(page.getByRole('button', { name: 'Cart', exact: true })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByRole('main').getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByRole('main').getByLabel(`Quantity of ${title}`, { exact: true })).toHaveValue('2');
});

test("a card's Save works as a plain form post without JavaScript: a guest is sent to /login and back", async ({ page }) => {
  await page.goto('/category/pumps.html');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  const title = (await card.getByRole('heading').innerText()).trim();
  await card.getByRole('button', { name: `Save ${title}`, exact: true }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fcategory%2Fpumps\.html$/);
});

test('a product page shows its reviews and questions without JavaScript (they come with the page, docs/decisions/0037)', async ({ page }) => {
  await page.goto('/category/pumps.html');
  const href = await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').getAttribute('href');
  await page.goto(href!);
  const section = page.locator('#reviews');
  await expect(section.getByRole('heading', { name: 'Reviews and Questions' })).toBeVisible();
  // The list and the stars of the first page of reviews, not a streamed copy only a script would reveal.
  await expect(section.getByRole('list', { name: 'Reviews' })).toBeAttached();
  await expect(section.getByText(/^\(\d+\)$/).first()).toBeVisible();
  await expect(section.getByRole('link', { name: 'Write a review' })).toHaveAttribute('href', /^\/reviews\//);
});

test('checkout without JavaScript prices as a plain form post, and says paying by card needs it, posting no card', async ({ page }) => {
  await page.goto('/category/pumps.html');
  const card = page.getByRole('article').filter({ has: page.getByRole('button', { name: /^Add to Cart/, disabled: false }) }).first();
  await card.getByRole('button', { name: /^Add to Cart/ }).click();
  await page.goto('/checkout');
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByText('Paying by card needs JavaScript: your card goes straight from this page to our card processor, never to our servers.')).toBeVisible();
  await form.getByLabel('Email').fill('nojs@example.com');
  await fillAddress(form, { ...ADA_IN_SAN_ANTONIO, city: 'Phoenix', state: 'AZ', zip: '85004' });
  // Without script, totals follow the state when asked.
  await form.getByRole('button', { name: 'Update totals' }).click();
  await expect(page.getByRole('region', { name: 'Order Summary' }).getByText('Tax (5.6%)')).toBeVisible();
  await expect(form.getByLabel('City')).toHaveValue('Phoenix');
  // The card fields have no form name: Place Order posts no card, and the answer says why nothing was paid.
  await form.getByLabel('Card number').fill('4242 4242 4242 4242');
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('Security code (CVC)').fill('123');
  const posted = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/checkout');
  await form.getByRole('button', { name: /^Place Order/ }).click();
  expect((await posted).postData() ?? '').not.toContain('4242');
  await expect(form.getByText('Enter your card details again: paying by card needs JavaScript, which sends your card straight to our card processor.')).toBeVisible();
  await expect(form.getByLabel('Email')).toHaveValue('nojs@example.com');
  await expect(page).toHaveURL(/\/checkout$/);
});

test("the header's Help, Account, deliver-to and cart controls lead to their pages without JavaScript", async ({ page }) => {
  const banner = page.getByRole('banner');
  await page.goto('/about');
  await banner.getByRole('button', { name: 'Help' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/help\??$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  for (const title of ['Help with an order', 'Help with a product', 'Questions?', 'Contact us directly']) {
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Track an order' })).toHaveAttribute('href', '/tracking/status');

  await banner.getByRole('button', { name: 'Account', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  await page.goto('/about');
  await banner.getByTestId('deliver-to').filter({ visible: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliver to' })).toBeVisible();
  await banner.getByRole('button', { name: 'Cart', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
});

test("a content product row has the carousel's layout in the server's HTML: 4, 3 or 2 slides by width", async ({ page }) => {
  await page.goto('/');
  const row = page.getByRole('main').getByRole('region', { name: 'Popular products' });
  for (const [width, shown] of [[1366, 4], [1024, 3], [640, 2]] as const) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(async () => (await slidesInView(row)).length).toBe(shown);
  }
});
