import { NavigationProgress } from '@pool/ui';
import { useNavigation } from '@remix-run/react';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { navigationProgressAtom } from '../../state/shell.atoms';

/** The bar shows only for page changes still running after this long (spec site-shell.md 4). */
export const PROGRESS_THROTTLE_MS = 200;
const FAILED_VISIBLE_MS = 3000;

/**
 * The loading bar of page changes: starts 200 ms into a navigation (quick ones never flash it), runs
 * about 5 s towards 90 %, fills on arrival; when the new page's data failed the error page marks it
 * failed ({@link useMarkNavigationFailed}).
 */
export function NavigationProgressBar() {
  const navigation = useNavigation();
  const [state, setState] = useAtom(navigationProgressAtom);
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (busy) {
      const timer = setTimeout(() => setState('loading'), PROGRESS_THROTTLE_MS);
      return () => clearTimeout(timer);
    }
    setState((current) => (current === 'loading' ? 'done' : current));
    return undefined;
  }, [busy, setState]);

  useEffect(() => {
    if (state !== 'failed') return undefined;
    const timer = setTimeout(() => setState('idle'), FAILED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [state, setState]);

  return <NavigationProgress state={state} />;
}

export default NavigationProgressBar;
