import { useSearchParams } from '@remix-run/react';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { mobileAppModeAtom } from '../../state/shell.atoms';

/**
 * Mobile app mode (spec site-shell.md 2.5): with the `app` query parameter the header and footer are
 * hidden. Once seen, it holds for the rest of the visit's client-side page changes.
 */
export function useMobileAppMode(): boolean {
  const [params] = useSearchParams();
  const inUrl = params.has('app');
  const [remembered, remember] = useAtom(mobileAppModeAtom);
  useEffect(() => {
    if (inUrl) remember(true);
  }, [inUrl, remember]);
  return inUrl || remembered;
}
