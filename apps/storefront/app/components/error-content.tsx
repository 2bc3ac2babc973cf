import { Link, Section } from '@pool/ui';
import { errorPage, muted, suggestions } from './error-page.css';
import { ERROR_TITLE } from './error-titles';
import { RecentlyViewed } from './recently-viewed/recently-viewed';
import { POPULAR_SEARCHES } from './search/search-text';

/*
 * The error pages' content, loaded when a page shows one (server renders have it at once): no page
 * that works needs it in its first load. The boundaries, titles and fallback stay in ./error-page.
 */

/** The not-found page suggests the first three popular searches (spec site-shell.md 2.6). */
const NOT_FOUND_SEARCHES = POPULAR_SEARCHES.slice(0, 3);

/** The not-found page (spec site-shell.md 2.6). */
export function NotFound() {
  return (
    <>
      <Section headingId="error-heading" title="Oops. There's nothing here." level={1} size="xl" className={errorPage}>
        <p className={muted}>This page could not be found. It might have been removed, or it is temporarily unavailable.</p>
        <p className={muted}>Try one of these popular searches:</p>
        <ul className={suggestions}>
          {NOT_FOUND_SEARCHES.map((search) => (
            <li key={search.href}>
              <Link href={search.href}>{search.label}</Link>
            </li>
          ))}
        </ul>
        <Link href="/" variant="button">
          Return Home
        </Link>
      </Section>
      <RecentlyViewed />
    </>
  );
}

/** Any other error: a short message, never a stack trace. 503 says the store will be back shortly; a limit (429) says its own. */
export function GenericError({ status, message }: { status: number; message?: string }) {
  return (
    <Section headingId="error-heading" title={ERROR_TITLE} level={1} size="xl" className={errorPage}>
      <p className={muted} {...(message ? { role: 'alert' } : {})}>
        {message ??
          (status === 503 ? "We can't reach our store right now. Please try again in a moment." : 'Something went wrong on our side. Please try again.')}
      </p>
      <Link href="/" variant="button">
        Return Home
      </Link>
    </Section>
  );
}
