import type { Locator } from '@playwright/test';
import { expect, OUTBOX_URL, test } from '../support/fixtures';

// 'Chat with us' (docs/decisions/0070): with no live chat configured (the stack's default), the help
// drawer's link leads to a request form whose question reaches the store's mail.

/** The mails to the store's help address whose subject is `subject`. */
async function storeMails(subject: string): Promise<{ subject: string }[]> {
  const res = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent('help@pool-supplies.test')}&limit=50`);
  return ((await res.json()) as { messages: { subject: string }[] }).messages.filter((mail) => mail.subject === subject);
}

/** Fills the request form in `main` and sends it; resolves once the page thanks the shopper. */
async function sendRequest(main: Locator, name: string, email: string, message: string) {
  await main.getByRole('textbox', { name: 'Name' }).fill(name);
  await main.getByRole('textbox', { name: 'Email' }).fill(email);
  await main.getByRole('textbox', { name: 'Message' }).fill(message);
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByRole('status')).toHaveText(`Thanks! We'll get back to you at ${email}.`);
}

test("the help drawer's 'Chat with us' opens the request form, whose question is mailed to the store", async ({ page }) => {
  await page.goto('/category/pumps.html');
  await page.getByRole('banner').getByRole('button', { name: 'Help' }).click();
  await page.getByRole('dialog').getByRole('link', { name: 'Chat with us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Chat with us' })).toBeVisible();
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Send' }).click();
  await expect(main.getByText('Name is required.')).toBeVisible();
  const name = `Pat ${Date.now()}`;
  await sendRequest(main, name, 'pat@example.com', 'Which cartridge fits my filter?');
  await expect.poll(async () => (await storeMails(`Chat request from ${name}`)).length).toBe(1);
});

test("without JavaScript, the checkout's 'Chat with us' form sends its question", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/chat?from=/checkout');
  const main = page.getByRole('main');
  const name = `Robin ${Date.now()}`;
  await sendRequest(main, name, 'robin@example.com', 'Do you ship to Alaska?');
  await expect.poll(async () => (await storeMails(`Chat request from ${name}`)).length).toBe(1);
  await context.close();
});
