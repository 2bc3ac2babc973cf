import type { Page } from '@playwright/test';
import { waitForHydration } from '../tests/shell-hydration';

/** Signs in on /login with the form (after hydration, so the toast is shown). */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
