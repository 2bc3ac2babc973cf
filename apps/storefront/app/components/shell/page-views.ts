import { useLocation } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { whenIdle } from '../../idle';
import { withDeliveryMode } from '../../state/delivery.atoms';
import { menuHoverAtom } from '../../state/shell.atoms';

declare global {
  interface Window {
    /** The tag manager's queue (Architecture: analytics events go to `window.dataLayer`). */
    dataLayer?: Record<string, unknown>[];
  }
}

/** The analytics page-view event of a page (spec site-shell.md 2.7). */
export function pageViewEvent(location: { pathname: string; search: string }, title: string, origin: string) {
  return { event: 'page_view', page_path: `${location.pathname}${location.search}`, page_location: `${origin}${location.pathname}${location.search}`, page_title: title };
}

/**
 * On every page change (the first page too): sends an analytics page view to `window.dataLayer` and
 * clears the category bar's hover state. The event is made at once (this page's title and address)
 * and pushed when the browser is idle, so analytics never competes with hydration; a quick next page
 * change does not cancel it.
 */
export function usePageViews() {
  const { pathname, search } = useLocation();
  const clearHover = useSetAtom(menuHoverAtom);
  useEffect(() => {
    clearHover(null);
    const event = pageViewEvent({ pathname, search }, document.title, window.location.origin);
    whenIdle(() => {
      window.dataLayer = window.dataLayer ?? [];
      // The delivery mode as it stands when sent (the session's deliver-to view arrives after the page).
      window.dataLayer.push(withDeliveryMode(event));
    });
  }, [pathname, search, clearHover]);
}
