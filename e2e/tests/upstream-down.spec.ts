import { expect, test } from '../support/fixtures';

test('while commerce-api is down, cached pages still serve, others fail clearly, and all recover by themselves', async ({ page, stack }) => {
  // Warm the BFF's catalogue cache.
  await page.goto('/category/pumps.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();

  await stack.stopCommerceApi();
  try {
    const cached = await page.goto('/category/pumps.html');
    expect(cached?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Pumps' })).toBeVisible();

    const uncached = await page.goto('/category/filters.html?page=2');
    expect(uncached?.status()).toBeGreaterThanOrEqual(500);
    await expect(page.getByRole('heading', { name: 'An error occurred' })).toBeVisible();
    expect(await page.content()).not.toMatch(/at \w+ \(.*:\d+:\d+\)/); // no stack trace
  } finally {
    await stack.startCommerceApi();
  }

  await expect(async () => {
    const response = await page.goto('/category/filters.html?page=2');
    expect(response?.status()).toBe(200);
  }).toPass({ timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Filters' })).toBeVisible();
});
