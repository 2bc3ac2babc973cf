import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

const DIAGRAM = '/hayward-super-pump-sp2600-series-parts-diagram.html';

test('a diagram page links callouts and parts both ways, by mouse and keyboard', async ({ page }) => {
  await page.goto(DIAGRAM);
  await expect(page.getByRole('heading', { level: 1, name: 'Hayward Super Pump SP2600 Series' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Super Pump SP2600 Series/ })).toBeVisible();
  const parts = page.getByRole('table');
  await expect(parts.getByRole('columnheader', { name: 'MPN' })).toBeVisible();
  const rows = parts.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(8);
  await expect(rows.nth(1).getByRole('button', { name: /^Add to Cart/ })).toBeVisible();

  await page.getByRole('navigation', { name: 'Diagram callouts' }).getByRole('link', { name: 'Callout 3', exact: true }).click();
  await expect(page).toHaveURL(/#part-3$/);
  await expect(page.locator('#part-3')).toHaveAttribute('data-active', 'true');
  await expect(page.getByRole('link', { name: 'Callout 3', exact: true })).toHaveAttribute('aria-current', 'true');

  const showCallout = page.getByRole('link', { name: 'Show callout 5' });
  await showCallout.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#callout-5$/);
  await expect(page.getByRole('link', { name: 'Callout 5', exact: true })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('#part-5')).toHaveAttribute('data-active', 'true');
  await expect(page.locator('#part-3')).not.toHaveAttribute('data-active', 'true');
});

test('/diagram/{handle} shows the same diagram', async ({ page }) => {
  const response = await page.goto('/diagram/hayward-super-pump-sp2600-series-parts-diagram');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Hayward Super Pump SP2600 Series' })).toBeVisible();
  expect((await page.goto('/diagram/no-such-diagram'))?.status()).toBe(404);
});

test.describe('parts finder', () => {
  test('three dependent dropdowns, Go to Diagram, and the recently viewed diagrams', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Parts Finder', exact: true }).click();
    const finder = page.getByRole('dialog', { name: 'Parts Finder' });
    const type = finder.getByRole('combobox', { name: 'Equipment Type' });
    const brand = finder.getByRole('combobox', { name: 'Equipment Brand' });
    const diagram = finder.getByRole('combobox', { name: 'Diagram', exact: true });
    const go = finder.getByRole('button', { name: 'Go to Diagram' });
    await expect(type).toBeEnabled();
    await expect(brand).toBeDisabled();
    await expect(diagram).toBeDisabled();
    await expect(go).toBeDisabled();

    // Searchable (768 px and wider), case-insensitively; a short list is compact.
    await type.fill('pu');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option')).toHaveText(['Pump']);
    await expect(list).toHaveAttribute('data-size', 'compact');
    await page.getByRole('option', { name: 'Pump', exact: true }).click();
    await expect(list).toBeHidden();
    await expect(brand).toBeEnabled();
    await expect(diagram).toBeDisabled();
    await brand.fill('HAY');
    await expect(list.getByRole('option')).toHaveText(['Hayward']);
    await page.getByRole('option', { name: 'Hayward' }).click();
    await expect(diagram).toBeEnabled();
    await expect(go).toBeDisabled();
    await diagram.click();
    const option = page.getByRole('option', { name: /Super Pump SP2600 Series/ });
    await expect(option).toContainText('Pump');
    await expect(option).toContainText('Hayward');
    await option.click();
    await expect(go).toBeEnabled();

    // Changing the brand clears the diagram; changing the type clears both.
    await brand.fill('');
    await brand.fill('Pent');
    await page.getByRole('option', { name: 'Pentair' }).click();
    await expect(diagram).toHaveValue('');
    await expect(go).toBeDisabled();
    await type.fill('');
    await type.fill('Filt');
    await page.getByRole('option', { name: 'Filter', exact: true }).click();
    await expect(brand).toHaveValue('');
    await expect(diagram).toBeDisabled();

    await brand.fill('Hay');
    await page.getByRole('option', { name: 'Hayward' }).click();
    await diagram.click();
    await page.getByRole('option', { name: /SwimClear C4030/ }).click();
    await go.click();
    await expect(page).toHaveURL(/swimclear-c4030-cartridge-filter-parts-diagram/);
    await expect(page.getByRole('heading', { level: 1, name: /SwimClear C4030/ })).toBeVisible();

    await page.getByRole('button', { name: 'Parts Finder', exact: true }).click();
    const recent = page.getByRole('dialog', { name: 'Parts Finder' }).getByRole('region', { name: 'Recently Viewed Diagrams' });
    await expect(recent.getByRole('link', { name: /SwimClear C4030/ })).toBeVisible();
  });

  test('keeps the last 5 diagrams viewed', async ({ page }) => {
    await page.goto('/');
    const handles = [
      'hayward-super-pump-sp2600-series', 'pentair-intelliflo-vsf', 'jandy-flopro-fhpm', 'raypak-digital-406a', 'polaris-280-pressure-cleaner',
      'pentair-intellichlor-ic40',
    ];
    for (const handle of handles) {
      await page.goto(`/${handle}-parts-diagram.html`);
      // The page remembers itself once hydrated; on a busy machine that can come after 'load'.
      await page.waitForFunction((h) => (window.localStorage.getItem('recentDiagrams') ?? '').includes(h), handle);
    }
    await page.getByRole('button', { name: 'Parts Finder', exact: true }).click();
    const recent = page.getByRole('dialog', { name: 'Parts Finder' }).getByRole('region', { name: 'Recently Viewed Diagrams' }).getByRole('link');
    await expect(recent).toHaveCount(5);
    await expect(recent.first()).toHaveText('Pentair IntelliChlor IC40');
  });
});

test.describe('parts finder at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its dropdowns have no search box; type, brand and diagram are picked from their lists', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Parts Finder' }).click();
    const finder = page.getByRole('dialog', { name: 'Parts Finder' });
    const type = finder.getByRole('button', { name: /Equipment Type/ });
    const brand = finder.getByRole('button', { name: /Equipment Brand/ });
    const diagram = finder.getByRole('button', { name: /Diagram$/ }).filter({ hasNotText: 'Go to Diagram' });
    const go = finder.getByRole('button', { name: 'Go to Diagram' });
    await expect(type).toBeEnabled();
    await expect(brand).toBeDisabled();
    await expect(diagram).toBeDisabled();
    await expect(finder.getByRole('combobox')).toHaveCount(0);
    await expect(finder.getByRole('textbox')).toHaveCount(0);

    // Opens on click, closes when an item is picked.
    const list = page.getByRole('listbox');
    await type.click();
    await expect(list).toHaveAttribute('data-size', 'compact');
    await expect(list.getByRole('searchbox')).toHaveCount(0);
    await list.getByRole('option', { name: 'Pump', exact: true }).click();
    await expect(list).toBeHidden();
    await expect(type).toContainText('Pump');

    // Closes on an outside click, picking nothing.
    await brand.click();
    await expect(list).toBeVisible();
    const title = await finder.getByRole('button', { name: 'Close Parts Finder' }).boundingBox();
    await page.mouse.click(10, (title?.y ?? 0) + (title?.height ?? 0) / 2);
    await expect(list).toBeHidden();
    await expect(finder).toBeVisible();
    await expect(diagram).toBeDisabled();

    // By keyboard: Enter opens the list, the arrows move, Enter picks.
    await brand.focus();
    await page.keyboard.press('Enter');
    const hayward = list.getByRole('option', { name: 'Hayward' });
    await expect(hayward).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('option', { name: 'Jandy' })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(hayward).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(list).toBeHidden();
    await expect(brand).toContainText('Hayward');

    await diagram.click();
    await list.getByRole('option', { name: /Super Pump SP2600 Series/ }).click();
    await expect(go).toBeEnabled();
    await go.click();
    await expect(page).toHaveURL(/hayward-super-pump-sp2600-series-parts-diagram/);
  });
});
