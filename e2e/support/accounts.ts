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

/** A new customer as the /register form asks for them. */
export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** Fills the /register form the page shows with `customer` and presses Create an Account. */
export async function submitRegistration(page: Page, customer: Registration): Promise<void> {
  await page.getByLabel('First Name').fill(customer.firstName);
  await page.getByLabel('Last Name').fill(customer.lastName);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Create an Account' }).click();
}

/** The password {@link registerCustomer} gives new customers. */
export const NEW_CUSTOMER_PASSWORD = 'blue-heron-42';

/**
 * Registers a new customer with a unique email (`{prefix}-…@example.com`; registration signs in), waits
 * for the dashboard and answers the email.
 */
export async function registerCustomer(page: Page, firstName: string, lastName = 'Tester', prefix = firstName.toLowerCase()): Promise<string> {
  const email = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await page.goto('/register');
  await waitForHydration(page);
  await submitRegistration(page, { firstName, lastName, email, password: NEW_CUSTOMER_PASSWORD });
  await page.waitForURL(/\/account\/dashboard$/);
  return email;
}

/** Staff on `page` open the staff tools and act as Sam Shopper, the demo customer (from `path`). */
export async function actAsSamShopper(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Staff tools' }).click();
  const tools = page.getByRole('dialog', { name: 'Staff tools' });
  await tools.getByLabel('Name, email, phone or order number').fill('shopper@example.com');
  await tools.getByRole('button', { name: 'Search', exact: true }).click();
  await tools.getByRole('button', { name: 'Act as Sam Shopper' }).click();
  await page.getByRole('region', { name: 'Acting as a customer' }).getByText(/Acting as Sam Shopper/).waitFor();
}
