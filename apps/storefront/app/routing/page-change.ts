import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` when the page's path changes, never on the first render: the first run after
 * hydration must not undo what a shopper did while the page hydrated (React hydrates a pressed
 * control first and runs its handler before the page's effects, so a panel opened by a press during
 * hydration would close again at once).
 */
export function usePageChange(pathname: string, onChange: () => void): void {
  const shown = useRef(pathname);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    latest.current();
  }, [pathname]);
}
