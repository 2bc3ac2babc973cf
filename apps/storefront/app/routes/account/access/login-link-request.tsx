import { ACCOUNT_LOADING_MESSAGES } from '@pool/account-domain';
import { Button } from '@pool/ui';
import { useNavigation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { dismissToastAtom, showToastAtom } from '../../../state/toasts.atoms';

/**
 * The second button of the sign-in form: mails a one-click login link to the email typed above
 * (`intent=login-link`, a plain form post without JavaScript), with the spec's loading toast.
 */
export function LoginLinkRequest() {
  const navigation = useNavigation();
  const showToast = useSetAtom(showToastAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const sending = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'login-link';
  const wasSending = useRef(false);
  useEffect(() => {
    if (sending) showToast({ id: 'login-link', status: 'loading', message: ACCOUNT_LOADING_MESSAGES.sendingLoginLink });
    else if (wasSending.current) dismiss('login-link');
    wasSending.current = sending;
  }, [sending, showToast, dismiss]);
  return (
    <Button type="submit" name="intent" value="login-link" variant="secondary" isPending={sending} fullWidth>
      Email me a One Click Login Link
    </Button>
  );
}
