import type { Page } from '@playwright/test';

/**
 * Waits until the Remix app has hydrated, so a click reaches React's handlers rather than the
 * no-JavaScript fallback (a plain link or GET form) of the same control.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => '__remixRouter' in window && document.readyState === 'complete');
  await page.waitForLoadState('networkidle');
}
