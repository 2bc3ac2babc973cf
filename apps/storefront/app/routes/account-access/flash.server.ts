/**
 * A toast that must survive a redirect ('Logged in successfully', 'Register successfully!',
 * 'Logout successfully!'): a one-minute cookie the browser reads once after the next page loads
 * (`components/shell/account-flash.tsx`) and deletes. Not HttpOnly on purpose: it holds only the kind
 * of toast, never anything about the shopper, and no server code reads it (cached pages stay cached).
 */
export const FLASH_COOKIE = 'account_flash';
/** Sign-in toasts, and the saved-product, review and question toasts (decision 0025). */
export type FlashKind = 'login' | 'register' | 'logout' | 'saved' | 'unsaved' | 'reviewed' | 'question';

export function flashHeaders(headers: Headers, kind: FlashKind): Headers {
  headers.append('set-cookie', `${FLASH_COOKIE}=${kind}; Path=/; Max-Age=60; SameSite=Lax`);
  return headers;
}
