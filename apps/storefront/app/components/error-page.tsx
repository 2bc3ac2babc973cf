import { Heading, Link } from '@pool/ui';
import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse, useRouteError } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { Component, useEffect, type ReactNode } from 'react';
import { navigationProgressAtom } from '../state/shell.atoms';
import { RecentlyViewed } from './recently-viewed/recently-viewed';
import { POPULAR_SEARCHES } from './search/search-text';
import { errorPage, muted, suggestions } from './error-page.css';

/** The not-found page suggests the first three popular searches (spec site-shell.md 2.6). */
const NOT_FOUND_SEARCHES = POPULAR_SEARCHES.slice(0, 3);

/** Document title of the not-found page. */
export const NOT_FOUND_TITLE = '404 Not Found';
/** Text of every other error. */
export const ERROR_TITLE = 'An error occurred';

/** The not-found page (spec site-shell.md 2.6). */
export function NotFound() {
  return (
    <>
      <section className={errorPage} aria-labelledby="error-heading">
        <Heading level={1} size="xl" id="error-heading">
          Oops. There's nothing here.
        </Heading>
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
      </section>
      <RecentlyViewed />
    </>
  );
}

/** Any other error: a short message, never a stack trace. 503 says the store will be back shortly. */
export function GenericError({ status }: { status: number }) {
  return (
    <section className={errorPage} aria-labelledby="error-heading">
      <Heading level={1} size="xl" id="error-heading">
        {ERROR_TITLE}
      </Heading>
      <p className={muted}>
        {status === 503
          ? "We can't reach our store right now. Please try again in a moment."
          : 'Something went wrong on our side. Please try again.'}
      </p>
      <Link href="/" variant="button">
        Return Home
      </Link>
    </section>
  );
}

/** The HTTP status an error boundary shows for `error`. */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/** Shown when rendering the error page itself failed (spec site-shell.md 8). A plain link: it must not depend on the app. */
export function ErrorPageFailure() {
  return (
    <section className={errorPage} aria-labelledby="error-heading">
      <h1 id="error-heading">An error occurred while showing the error page</h1>
      <a href="/">Go back to home</a>
    </section>
  );
}

/** Catches errors thrown while rendering an error page and shows {@link ErrorPageFailure}. */
export class ErrorPageFallback extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}

/** Marks the loading bar failed when an error page replaces a page that was loading. */
function useMarkNavigationFailed() {
  const setProgress = useSetAtom(navigationProgressAtom);
  useEffect(() => {
    setProgress((current) => (current === 'idle' ? current : 'failed'));
  }, [setProgress]);
}

/** The error page for a route error (404 → not found, anything else → 'An error occurred'). */
export function ErrorContent({ error }: { error: unknown }) {
  useMarkNavigationFailed();
  const status = errorStatus(error);
  return <ErrorPageFallback>{status === 404 ? <NotFound /> : <GenericError status={status} />}</ErrorPageFallback>;
}

/** The one error boundary shared by every route (rendered inside the route's layout). */
export function RouteErrorBoundary() {
  return <ErrorContent error={useRouteError()} />;
}

/** `<title>` of an error page. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  return [{ title: errorStatus(error) === 404 ? NOT_FOUND_TITLE : ERROR_TITLE }, { name: 'robots', content: 'noindex' }];
}
