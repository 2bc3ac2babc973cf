import { expect, type Page } from '@playwright/test';
import { OUTBOX_URL } from './fixtures';

/**
 * Reading the store's mail in specs: this worker's outbox listener (commerce-api, loopback only,
 * docs/decisions/0050), never the storefront.
 */

/** Opens the outbox's listing (newest first); resolves with its response. */
export function openOutbox(page: Page) {
  return page.goto(`${OUTBOX_URL}/`);
}

/** Opens the newest message to `to` (and with `subject`, when given) from the listing. */
export async function openMail(page: Page, to: string, subject?: string | RegExp): Promise<void> {
  await openOutbox(page);
  let row = page.getByRole('row').filter({ hasText: to });
  if (subject) row = row.filter({ hasText: subject });
  await row.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The link of the newest mail to `to` whose path is `path` (a reset or login link), from the outbox's JSON view. */
export async function linkFromMail(to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => {
    const res = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(to)}&limit=1`);
    const { messages } = (await res.json()) as { messages: { text: string }[] };
    link = messages[0]?.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
    return link;
  }).toBeTruthy();
  return link!;
}
