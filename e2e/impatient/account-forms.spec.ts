import { randomUUID } from 'node:crypto';
import { submitRegistration } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { visitImpatiently } from './impatient';

// The sign-in, registration and settings forms, typed into as soon as the page's `load` event fires
// on a slowed CPU and sent at once: hydration meets fields the shopper already filled, and must keep
// every character (the fields are uncontrolled inputs: React never writes their value back).

const PASSWORD = 'eager-heron-42';

test('register, sign in and settings keep what was typed before hydration and send it', async ({ page }) => {
  // Three slowed page loads and three posts: more than one test's usual minute on a loaded machine.
  test.slow();
  const email = `impatient-${randomUUID()}@example.com`;
  await visitImpatiently(page, '/register');
  // Typed key by key, so hydration lands in the middle of the typing.
  await page.getByLabel('First Name').pressSequentially('Quinn', { delay: 40 });
  await page.getByLabel('Last Name').pressSequentially('Hasty', { delay: 40 });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await expect(page.getByLabel('First Name')).toHaveValue('Quinn');
  await page.getByRole('button', { name: 'Create an Account' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Quinn!' })).toBeVisible();

  await page.context().clearCookies();
  await visitImpatiently(page, '/login');
  await page.getByLabel('Email').pressSequentially(email, { delay: 20 });
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Quinn!' })).toBeVisible();

  await visitImpatiently(page, '/account/settings');
  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('First name').fill('');
  await profile.getByLabel('First name').pressSequentially('Rowan', { delay: 40 });
  await profile.getByLabel('Company (optional)').fill('Quick Pools');
  await profile.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Rowan!' })).toBeVisible();
  await page.reload({ waitUntil: 'load' });
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('First name')).toHaveValue('Rowan');
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Company (optional)')).toHaveValue('Quick Pools');
});

test('the notification box toggled before hydration is saved, though hydration takes the Save button away', async ({ page }) => {
  const email = `impatient-notify-${randomUUID()}@example.com`;
  await visitImpatiently(page, '/register');
  await submitRegistration(page, { firstName: 'Nova', lastName: 'Hasty', email, password: PASSWORD });
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  await visitImpatiently(page, '/account/settings');
  const notify = page.getByRole('checkbox', { name: 'Send me e-mail notifications' });
  const wasChecked = await notify.isChecked();
  await notify.setChecked(!wasChecked);
  // Nothing else pressed: the toggle saves itself, whether hydration came before it or after.
  await expect(page.getByRole('form', { name: 'E-mail notifications' }).getByRole('status')).toHaveText('Your e-mail notification setting was saved.');
  await page.reload({ waitUntil: 'load' });
  await expect(page.getByRole('checkbox', { name: 'Send me e-mail notifications' })).toBeChecked({ checked: !wasChecked });
});
