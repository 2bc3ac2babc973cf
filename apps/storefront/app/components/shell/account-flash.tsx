import { ACCOUNT_SUCCESS_MESSAGES, SAVED_PRODUCT_MESSAGE } from '@pool/account-domain';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation } from '@remix-run/react';
import { showToastAtom } from '../../state/toasts.atoms';

const MESSAGES: Record<string, string> = {
  login: ACCOUNT_SUCCESS_MESSAGES.login,
  register: ACCOUNT_SUCCESS_MESSAGES.register,
  logout: ACCOUNT_SUCCESS_MESSAGES.logout,
  saved: SAVED_PRODUCT_MESSAGE,
  unsaved: ACCOUNT_SUCCESS_MESSAGES.savedProductRemoved,
  reviewed: ACCOUNT_SUCCESS_MESSAGES.reviewed,
  question: ACCOUNT_SUCCESS_MESSAGES.question,
  // A pool photo upload redirects back to its pool page (routes/pool-profiles/pools.server.ts).
  image_uploaded: ACCOUNT_SUCCESS_MESSAGES.imageUploaded,
};

/** Shows, once, the toast a sign-in, registration, sign-out, saved product, review or question left for the page it redirected to (routes/account-access/flash.server.ts). */
export function AccountFlash() {
  const showToast = useSetAtom(showToastAtom);
  const location = useLocation();
  useEffect(() => {
    const match = /(?:^|;\s*)account_flash=(\w+)/.exec(document.cookie);
    if (!match) return;
    document.cookie = 'account_flash=; Path=/; Max-Age=0; SameSite=Lax';
    const message = MESSAGES[match[1]!];
    if (message) showToast({ status: 'success', message });
  }, [location.key, showToast]);
  return null;
}
