import { Link as RemixLink } from '@remix-run/react';
import { pagerClass } from './pager.css';

/**
 * Previous/next links of a paged list (server-rendered; plain links, no client code). `href(page)`
 * builds each page's URL; nothing is drawn for a single page.
 */
export function Pager({ current, last, href, label }: { current: number; last: number; href: (page: number) => string; label: string }) {
  if (last <= 1) return null;
  return (
    <nav aria-label={label} className={pagerClass}>
      {current > 1 ? <RemixLink to={href(current - 1)} preventScrollReset>Previous</RemixLink> : null}
      <span>{`Page ${current} of ${last}`}</span>
      {current < last ? <RemixLink to={href(current + 1)} preventScrollReset>Next</RemixLink> : null}
    </nav>
  );
}
