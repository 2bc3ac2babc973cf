import { expect, type Locator } from '@playwright/test';

/** Checks that `scope` shows a link for each name, each pointing to its href. */
export async function expectLinks(scope: Locator, hrefs: Record<string, string>): Promise<void> {
  for (const [name, href] of Object.entries(hrefs)) {
    await expect(scope.getByRole('link', { name }), `the link ${name}`).toHaveAttribute('href', href);
  }
}
