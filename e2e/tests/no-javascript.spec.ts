import { expect, test } from '../support/fixtures';

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
