import type { Page } from '@playwright/test';
import { COMMERCE_API_URL, commerceApiHeaders, expect, test } from '../support/fixtures';
import { openOutbox } from '../support/outbox';
import { waitForHydration } from './shell-hydration';

const SHOPPER = { email: 'shopper@example.com', password: 'pool-demo-1' };

// Every step is a round trip through the three apps: more than the default minute on a busy machine.
test.slow();

/** The demo shopper's orders that can be returned now (commerce-api, as the BFF would ask), newest first. */
async function returnableOrders(): Promise<number[]> {
  const headers = { ...commerceApiHeaders(), 'content-type': 'application/json' };
  const login = await fetch(`${COMMERCE_API_URL}/api/login`, { method: 'POST', headers, body: JSON.stringify(SHOPPER) });
  const { token } = (await login.json()) as { token: string };
  const list = await fetch(`${COMMERCE_API_URL}/api/returns/orders`, { headers: { ...headers, authorization: `Bearer ${token}` } });
  const { data } = (await list.json()) as { data: { id: number; window: string; returnable_items: number }[] };
  return data.filter((o) => o.window === 'open' && o.returnable_items > 0).map((o) => o.id);
}

const step = (page: Page, n: number) => page.getByRole('region', { name: new RegExp(`^Step ${n} of 4`) });

/** Steps 2-4 of the flow for the one chosen line: answers, package, the cheapest rate, submit. */
async function answerAndShip(page: Page) {
  const why = step(page, 2);
  await expect(why).toBeVisible();
  // Only the chosen line's answers show (the others stay in the form, hidden).
  await why.getByLabel('Reason').filter({ visible: true }).selectOption('damaged');
  await why.getByLabel('Condition').filter({ visible: true }).selectOption('opened');
  await why.getByLabel('Comment').filter({ visible: true }).fill('The lid arrived cracked.');
  await why.getByLabel(/I have read the return policy/).filter({ visible: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  const parcel = step(page, 3);
  await expect(parcel).toBeVisible();
  await parcel.getByLabel('Weight (lb)').fill('4');
  await parcel.getByLabel('Length (in)').fill('12');
  await parcel.getByLabel('Width (in)').fill('10');
  await parcel.getByLabel('Height (in)').fill('8');
  await page.getByRole('button', { name: 'Get shipping rates' }).click();
  const shipping = step(page, 4);
  await expect(shipping).toBeVisible();
  await shipping.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Submit return' }).click();
  await expect(page).toHaveURL(/\/returns\/return-an-order\?id=\d+$/);
  await expect(page.getByRole('heading', { name: 'Your return is requested' })).toBeVisible();
  return Number(new URL(page.url()).searchParams.get('id'));
}

async function expectLabel(page: Page, id: number) {
  const label = page.getByRole('img', { name: new RegExp(`Return shipping label for return #${id}`) });
  await expect(label).toBeVisible();
  await expect.poll(() => label.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const svg = await page.request.get(`/returns/${id}/label.svg`);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type']).toContain('image/svg+xml');
  expect(await svg.text()).toContain(`Return #${id}`);
}

test('a signed-in customer returns a delivered line through every step and sees it under Returns with its label', async ({ page }) => {
  await page.goto('/login?returnUrl=/return-an-order/select-an-order');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(SHOPPER.email);
  await page.getByLabel('Password').fill(SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The path, not the whole address: the login page's own address ends with the same text (its returnUrl).
  await expect(page).toHaveURL((url) => url.pathname === '/return-an-order/select-an-order');
  await expect(page.getByRole('heading', { level: 1, name: 'Return a Product' })).toBeVisible();
  // Older deliveries say why they cannot be returned.
  await expect(page.getByText('This order was delivered more than 30 days ago, so it can no longer be returned.').first()).toBeVisible();
  const [orderId] = await returnableOrders();
  await page.getByRole('link', { name: `Return products of order #${orderId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/return-an-order/${orderId}$`));
  await waitForHydration(page);

  // Step 1: nothing chosen is refused; then the first line.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 1).getByRole('alert')).toHaveText('Choose at least one product to return.');
  await step(page, 1).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: every answer is required (spec 5); the layout's Back goes one step back and forth again keeps the choice.
  await expect(step(page, 2)).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 2).getByText('Choose a reason for the return.')).toBeVisible();
  await expect(step(page, 2).getByText('Please acknowledge the return policy.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(step(page, 1)).toBeVisible();
  await expect(step(page, 1).getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  const id = await answerAndShip(page);
  await expectLabel(page, id);

  await page.getByRole('link', { name: 'See all your returns' }).click();
  await expect(page).toHaveURL(/\/account\/returns$/);
  await expect(page.getByRole('navigation', { name: 'My Account' }).getByRole('link', { name: 'Returns' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: `#${id}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Return #${id}` })).toBeVisible();
  await expectLabel(page, id);

  // The confirmation mail.
  await openOutbox(page);
  await expect(page.getByRole('row').filter({ hasText: `Your return #${id} for order #${orderId}` })).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guest returns a line with the order number and email, as plain form posts', async ({ page }) => {
    const orders = await returnableOrders();
    const orderId = orders[orders.length - 1]!;
    await page.goto('/return-an-order');
    await expect(page.getByRole('heading', { level: 1, name: 'Return a Product' })).toBeVisible();
    await page.getByLabel('Order number').fill(String(orderId));
    await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill('Shopper@Example.com');
    await page.getByRole('button', { name: 'Find order' }).click();
    await expect(page).toHaveURL(new RegExp(`/return-an-order/${orderId}$`));
    await step(page, 1).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Next' }).click();
    const id = await answerAndShip(page);
    await expectLabel(page, id);
    await expect(page.getByText(`Return #${id} for order #${orderId}`)).toBeVisible();
  });
});

test('a wrong email is refused with the spec error and shows no order', async ({ page }) => {
  const [orderId] = await returnableOrders();
  await page.goto('/return-an-order');
  await waitForHydration(page);
  await page.getByLabel('Order number').fill(String(orderId));
  await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByText('Error getting order.')).toBeVisible();
  await expect(page).toHaveURL(/\/return-an-order$/);
  // Nor by the order page directly.
  const direct = await page.goto(`/return-an-order/${orderId}`);
  expect(direct?.status()).toBe(404);
});
