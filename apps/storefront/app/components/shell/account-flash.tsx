import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from '@remix-run/react';
import { showToastAtom } from '../../state/toasts.atoms';

/** Shows, once, the toast text a sign-in, registration, sign-out, saved product, review, question or photo upload left for the page it redirected to (routes/account-access/flash.server.ts). */
export function AccountFlash() {
  const showToast = useSetAtom(showToastAtom);
  const location = useLocation();
  useEffect(() => {
    const match = /(?:^|;\s*)account_flash=([^;]{1,2000})/.exec(document.cookie);
    if (!match) return;
    document.cookie = 'account_flash=; Path=/; Max-Age=0; SameSite=Lax';
    let message = '';
    try {
      message = decodeURIComponent(match[1]!);
    } catch {
      return; // not a cookie our server wrote
    }
    if (message) showToast({ status: 'success', message });
  }, [location.key, showToast]);
  return null;
}
