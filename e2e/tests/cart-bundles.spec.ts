import { expect, test } from '../support/fixtures';

/** Money as the store shows it ('$1,234.56'), from the text of a price. */
const dollars = (text: string) => Number(text.replace(/[^0-9.]/g, ''));

test('a kit goes into the cart as one line listing what it holds, priced at the sum of its items (0065)', async ({ page }) => {
  await page.goto('/chlorine-starter-kit.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Chlorine Starter Kit' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: 'Chlorine Starter Kit' })).toBeVisible();

  await page.goto('/cart');
  const line = page.getByRole('main').getByRole('list', { name: 'Cart items' }).getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Chlorine Starter Kit' }) }).first();
  await expect(line.getByText('Kit', { exact: true })).toBeVisible();
  const items = line.getByRole('list', { name: 'In Chlorine Starter Kit' }).getByRole('listitem');
  await expect(items).toHaveText([
    /^1 × Liquid Chlorine 12\.5% \(4 x 1 gal case\) \(\$[\d.]+ each\)$/,
    /^2 × Cal-Hypo Shock 65% \(1 lb bag\) \(\$[\d.]+ each\)$/,
    /^1 × Chlorine Stabilizer Cyanuric Acid \(4 lb\) \(\$[\d.]+ each\)$/,
  ]);
  // The kit's price is the sum of its items at their kit prices.
  const sum = (await items.allInnerTexts()).reduce((total, text) => {
    const [, quantity, price] = /^(\d+) ×.*\(\$([\d.,]+) each\)$/.exec(text)!;
    return total + Number(quantity) * dollars(price!);
  }, 0);
  await expect(line).toContainText(`$${sum.toFixed(2)} each`);
  // A kit is on sale against its items bought one by one: the shelf price shows struck through (0065).
  const was = line.getByTestId('line-was-price');
  await expect(was).toBeVisible();
  expect(dollars(await was.innerText())).toBeGreaterThan(sum);
  await expect(line).toContainText(`Sale price $${sum.toFixed(2)} each`);
});

test('the pump with installation kit holds a pump and its installation service', async ({ page }) => {
  await page.goto('/variable-speed-pump-with-installation.html');
  await page.getByRole('main').getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: 'My Cart' }).getByRole('link', { name: 'Variable Speed Pump with Installation' })).toBeVisible();
  await page.goto('/cart');
  const items = page.getByRole('main').getByRole('list', { name: 'In Variable Speed Pump with Installation' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(1)).toContainText('1 × Pool Pump Installation Service');
});
