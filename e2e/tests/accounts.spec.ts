import type { Page } from '@playwright/test';
import { signIn, submitRegistration } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { linkFromMail } from '../support/outbox';
import { waitForHydration } from './shell-hydration';

const unique = (what: string) => `${what}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

/** The link of the newest mail to `email` in the outbox whose path is `path`. */
async function linkFromOutbox(_page: Page, email: string, path: '/reset' | '/auto-login'): Promise<string> {
  const href = await linkFromMail(email, path);
  expect(href).toContain(`${path}?`);
  return href;
}

async function register(page: Page, email: string, password: string, firstName = 'Robin') {
  await page.goto('/register');
  await waitForHydration(page);
  await submitRegistration(page, { firstName, lastName: 'Reed', email, password });
}

async function logout(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: /^Hi / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText('Logout successfully!')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible();
}

test('register: the rule is stated, errors come one paragraph per field, then the new customer is signed in and greeted by name', async ({ page }) => {
  const email = unique('register');
  await register(page, email, 'short');
  await expect(page.getByText('At least 10 characters; not your email and not a common password.')).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Password must be at least 10 characters.');

  await register(page, email, 'blue-heron-42', 'Robin');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText('Register successfully!')).toBeVisible();
  const accountButton = page.getByRole('banner').getByRole('button', { name: 'Hi Robin!' });
  await expect(accountButton).toBeVisible();
  await accountButton.click();
  await expect(page.getByRole('dialog', { name: 'Hi Robin!' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The same email again: the page does not say the account exists (its owner is mailed), and nobody is signed in.
  await logout(page);
  await register(page, email.toUpperCase(), 'another-heron-42');
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Thank you. Check your email: we have sent you a message about your account.');
  await expect(page.getByText('The email has already been taken.')).toHaveCount(0);
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test('register honours a same-site returnUrl and ignores another site', async ({ page }) => {
  await page.goto('/register?returnUrl=%2Fcart');
  await waitForHydration(page);
  await submitRegistration(page, { firstName: 'Kim', lastName: 'Lane', email: unique('return'), password: 'green-heron-42' });
  await expect(page).toHaveURL(/\/cart$/);

  await page.context().clearCookies();
  await page.goto('/register?returnUrl=https%3A%2F%2Fevil.example%2F');
  await waitForHydration(page);
  await submitRegistration(page, { firstName: 'Kim', lastName: 'Lane', email: unique('evil'), password: 'green-heron-42' });
  await expect(page).toHaveURL(/\/account\/dashboard$/);
});

test("/forgot's missing email is a message on the field, not a toast", async ({ page }) => {
  await page.goto('/forgot');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('Email is required.');
  // Once on the page, under the field: the spec has no toast for it.
  await expect(page.getByText('Email is required.')).toHaveCount(1);
  await expect(page.getByText('Sending reset password...')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(0);
});

/** Signed out, asks the sign-in page for a one-click login link to `email` and reads it from the outbox. */
async function mailedLoginLink(page: Page, email: string): Promise<string> {
  await page.context().clearCookies();
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Email me a One Click Login Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('One Click Login Link');
  return linkFromOutbox(page, email, '/auto-login');
}

test('an embedded checkout sign-in link, /checkout/login/token/{token}, signs in on a press and opens checkout', async ({ page }) => {
  const email = unique('embedded');
  await register(page, email, 'embed-heron-42', 'Ellis');
  const token = new URL(await mailedLoginLink(page, email), 'http://store.test').searchParams.get('token');
  expect(token).toBeTruthy();

  await page.goto(`/checkout/login/token/${encodeURIComponent(token!)}`);
  await expect(page).toHaveURL(/\/auto-login\?/);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
});

test('forgot → the reset link from the outbox → the new password works and the old one does not', async ({ page }) => {
  const email = unique('reset');
  await register(page, email, 'old-heron-4242');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Password reset email sent.');
  // An unknown email is answered the same way.
  await page.getByLabel('Email').fill(unique('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Password reset email sent.');

  const link = await linkFromOutbox(page, email, '/reset');
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('New Password').fill('new-heron-4242');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Robin!' })).toBeVisible();

  // The link worked once.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByLabel('New Password').fill('third-heron-4242');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText('Password reset failed. Please try again.');

  await page.context().clearCookies();
  await signIn(page, email, 'old-heron-4242');
  await expect(page.getByRole('alert')).toHaveText('Email or Password is incorrect. Try again or reset your password.');
  await signIn(page, email, 'new-heron-4242');
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
});

test('the one-click login link from the outbox signs in once; a bad token says Token incorrect.', async ({ page }) => {
  const email = unique('magic');
  await register(page, email, 'magic-heron-42', 'Morgan');
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  const link = await mailedLoginLink(page, email);
  // Opening the link signs nobody in (login CSRF): the page waits for the holder's press.
  await page.goto(link);
  await waitForHydration(page);
  await expect(page.getByRole('main').getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page).toHaveURL(/\/auto-login\?/);
  await page.goto('/account/dashboard');
  await expect(page).toHaveURL(/\/login(\?|$)/);
  // Opening it again spent nothing: the press signs in.
  await page.goto(link);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expect(page.getByText('Logged in successfully')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Morgan!' })).toBeVisible();

  await page.context().clearCookies();
  await page.goto(link);
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Token incorrect.');
  await page.goto('/auto-login?token=not-a-real-token');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Token incorrect.');
});

test("a reset signs out the customer's other sessions: the other browser shows the spec's 401 toast", async ({ page, browser }) => {
  const email = unique('elsewhere');
  await register(page, email, 'first-heron-42', 'Alex');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Hi Alex!' })).toBeVisible();

  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  try {
    const elsewhere = await other.newPage();
    await elsewhere.goto('/forgot');
    await waitForHydration(elsewhere);
    await elsewhere.getByLabel('Email').fill(email);
    await elsewhere.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(elsewhere.getByRole('main').getByRole('status')).toHaveText('Password reset email sent.');
    await elsewhere.goto(await linkFromOutbox(elsewhere, email, '/reset'));
    await waitForHydration(elsewhere);
    await elsewhere.getByLabel('New Password').fill('second-heron-42');
    await elsewhere.getByRole('button', { name: 'Reset Password' }).click();
    await expect(elsewhere).toHaveURL(/\/account\/dashboard$/);
  } finally {
    await other.close();
  }

  // The first browser's session is over: opening the account drawer reads it again.
  await page.getByRole('banner').getByRole('button', { name: 'Hi Alex!' }).click();
  await expect(page.getByText('Token is expired or incorrect.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('registration is a plain form post', async ({ page }) => {
    await page.goto('/register');
    await submitRegistration(page, { firstName: 'Nova', lastName: 'Post', email: unique('nojs'), password: 'plain-heron-42' });
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });

  test('forgot, reset and the login link are plain form posts too', async ({ page }) => {
    const email = unique('nojs-reset');
    await page.goto('/register');
    await submitRegistration(page, { firstName: 'Nova', lastName: 'Post', email, password: 'plain-heron-42' });
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await page.context().clearCookies();

    await page.goto('/forgot');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toHaveText('Password reset email sent.');
    await page.goto(await linkFromOutbox(page, email, '/reset'));
    await page.getByLabel('New Password').fill('other-heron-42');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Email me a One Click Login Link' }).click();
    await expect(page.getByRole('main').getByRole('status')).toContainText('One Click Login Link');
    await page.goto(await linkFromOutbox(page, email, '/auto-login'));
    // Without JavaScript the page waits for a press: a GET never spends the token.
    await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/account\/dashboard$/);
  });
});
