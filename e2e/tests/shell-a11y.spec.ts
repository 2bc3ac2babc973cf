import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { waitForHydration } from './shell-hydration';

for (const width of [1366, 375]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [name, path] of [
      ['home', '/'],
      ['a content page', '/blog/how-to/open-your-pool'],
      ['the 404 page', '/no-such-page'],
    ] as const) {
      test(`${name} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('each drawer open has no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const header = page.getByRole('banner');
      const drawers: [opener: () => Promise<void>, title: string][] = [
        [() => header.getByRole('button', { name: 'Help' }).click(), 'Help'],
        [() => header.getByRole('button', { name: 'Account', exact: true }).click(), 'Account'],
        [() => header.getByRole('button', { name: /^Cart, / }).click(), 'My Cart'],
        [
          () =>
            width < 1024
              ? header.getByRole('button', { name: 'Menu' }).click()
              : page.getByRole('navigation', { name: 'Categories' }).getByRole('button', { name: 'Parts Finder' }).click(),
          width < 1024 ? 'Menu' : 'Parts Finder',
        ],
      ];
      for (const [open, title] of drawers) {
        await open();
        const dialog = page.getByRole('dialog', { name: title });
        await expect(dialog).toBeVisible();
        // Let the slide-in finish so colours are measured at full opacity.
        await page.waitForTimeout(400);
        expect(await seriousViolations(page), title).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
      }
    });
  });
}
