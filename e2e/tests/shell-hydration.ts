import type { Page } from '@playwright/test';

/**
 * Waits until the Remix app has hydrated, so a click reaches React's handlers rather than the
 * no-JavaScript fallback (a plain link or GET form) of the same control.
 */
export async function waitForHydration(page: Page) {
  // `<html data-hydrated>`: set by the root once React has hydrated the page (docs/decisions/0039).
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated') && document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
}
