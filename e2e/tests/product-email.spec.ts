import { expect, OUTBOX_URL, test } from '../support/fixtures';
import { registerCustomer } from '../support/accounts';
import { linkFromMail } from '../support/outbox';
import { waitForHydration } from './shell-hydration';
import { openAddableProduct } from '../support/shopping';

// A product page's Email and Email me (spec shopping.md 7, docs/decisions/0070): the mail reaches the
// outbox with a link to the product, once per send key; in a dialog with JavaScript, a page without.

/** The mails the outbox holds for `to`. */
async function mailsTo(to: string): Promise<{ subject: string }[]> {
  const res = await fetch(`${OUTBOX_URL}/api/messages?to=${encodeURIComponent(to)}&limit=10`);
  return ((await res.json()) as { messages: { subject: string }[] }).messages;
}

test("'Email' mails the product and a message from a dialog that keeps focus and labels", async ({ page }) => {
  const title = await openAddableProduct(page);
  const productPath = new URL(page.url()).pathname;
  const opener = page.getByRole('main').getByRole('link', { name: 'Email', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Email this product' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  const to = `friend-${Date.now()}@example.com`;
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog.getByText('Email is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(to);
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Is this the pump we talked about?');
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`This product was emailed to ${to}.`);
  expect(new URL(await linkFromMail(to, productPath)).pathname).toBe(productPath);
  expect((await mailsTo(to)).map((mail) => mail.subject)).toEqual([`A product from Pool Supplies: ${title}`]);
  // Escape closes the dialog and focus goes back to the link that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("without JavaScript, 'Email me' is a page whose form mails once per send key", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const title = await openAddableProduct(page);
  const productPath = new URL(page.url()).pathname;
  await page.getByRole('main').getByRole('link', { name: 'Email me' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email me this product' })).toBeVisible();
  const to = `me-${Date.now()}@example.com`;
  const key = await page.locator('input[name="idempotencyKey"]').inputValue();
  expect(key).toMatch(/^email-me:/);
  const action = await page.getByRole('main').locator('form[method="post"]').getAttribute('action');
  const post = () => page.request.post(action!, { form: { email: to, idempotencyKey: key }, headers: { origin: new URL(page.url()).origin } });
  const [first, second] = await Promise.all([post(), post()]);
  expect([first.status(), second.status()]).toEqual([200, 200]);
  await expect.poll(async () => (await mailsTo(to)).length).toBe(1);

  await page.getByRole('textbox', { name: 'Your email' }).fill(`other-${to}`);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`We emailed this product to other-${to}.`);
  expect((await mailsTo(`other-${to}`)).map((mail) => mail.subject)).toEqual([`The product you saved at Pool Supplies: ${title}`]);
  await page.getByRole('link', { name: 'Back to the product' }).click();
  await page.waitForURL((url) => url.pathname === productPath);
  await context.close();
});

test("'Email me' starts with a signed-in shopper's own address, in the dialog and on the page without JavaScript; a guest's is empty", async ({ page, browser }) => {
  await openAddableProduct(page);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Email me' }).click();
  const guestDialog = page.getByRole('dialog', { name: 'Email me this product' });
  await expect(guestDialog.getByRole('textbox', { name: 'Your email' })).toHaveValue('');
  await page.keyboard.press('Escape');

  const own = await registerCustomer(page, 'Emmie');
  const title = await openAddableProduct(page);
  const productPath = new URL(page.url()).pathname;
  await waitForHydration(page);
  await page.getByRole('main').getByRole('link', { name: 'Email me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Email me this product' });
  await expect(dialog.getByRole('textbox', { name: 'Your email' })).toHaveValue(own);
  await dialog.getByRole('button', { name: 'Send Email' }).click();
  await expect(dialog.getByRole('status')).toHaveText(`We emailed this product to ${own}.`);
  expect(new URL(await linkFromMail(own, productPath)).pathname).toBe(productPath);
  expect((await mailsTo(own)).map((mail) => mail.subject)).toContain(`The product you saved at Pool Supplies: ${title}`);

  // The same shopper without JavaScript: the Email me page's form starts with the address too.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const noScript = await context.newPage();
  await noScript.goto(productPath);
  await noScript.getByRole('main').getByRole('link', { name: 'Email me' }).click();
  await expect(noScript.getByRole('textbox', { name: 'Your email' })).toHaveValue(own);
  await context.close();
});
