import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from '@remix-run/react';
import { showToastAtom } from '../../state/toasts.atoms';

/** The flash cookies (routes/account/access/flash.server.ts) and the toast each one is. */
const FLASH_COOKIES = [
  ['account_flash', 'success'],
  ['account_flash_error', 'error'],
] as const;

/** Shows, once, the toast text a sign-in, registration, sign-out, saved product, review, question or photo upload (or a failed sign-out) left for the page it redirected to (routes/account/access/flash.server.ts). */
export function AccountFlash() {
  const showToast = useSetAtom(showToastAtom);
  const location = useLocation();
  useEffect(() => {
    for (const [cookie, status] of FLASH_COOKIES) {
      const match = new RegExp(`(?:^|;\\s*)${cookie}=([^;]{1,2000})`).exec(document.cookie);
      if (!match) continue;
      document.cookie = `${cookie}=; Path=/; Max-Age=0; SameSite=Lax`;
      let message = '';
      try {
        message = decodeURIComponent(match[1]!);
      } catch {
        continue; // not a cookie our server wrote
      }
      if (message) showToast({ status, message });
    }
  }, [location.key, showToast]);
  return null;
}
