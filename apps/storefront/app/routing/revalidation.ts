import { changesSession } from '../components/shell/session-sync';

/**
 * `shouldRevalidate` of the catalogue pages and the cart: a cart write answers with the cart (the
 * badge, the mini cart and the cart page show that answer), so no page reloads its data after one.
 * One BFF call per add to cart instead of one per loader on the page.
 *
 * @example
 * ```ts
 * export const shouldRevalidate = skipAfterCartWrites;
 * ```
 */
export function skipAfterCartWrites({ formMethod, formAction, defaultShouldRevalidate }: { formMethod?: string; formAction?: string; defaultShouldRevalidate: boolean }): boolean {
  if (formMethod && formMethod.toUpperCase() !== 'GET' && !changesSession(formMethod, formAction)) return false;
  return defaultShouldRevalidate;
}
