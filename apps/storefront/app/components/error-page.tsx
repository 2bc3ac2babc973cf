import type { MetaDescriptor } from '@remix-run/node';
import { isRouteErrorResponse, Outlet, useRouteError } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { Component, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { navigationProgressAtom } from '../state/shell.atoms';
import { errorPage } from './error-page.css';
import { ERROR_TITLE, NOT_FOUND_TITLE } from './error-titles';
import { lazyWithReload } from './shell/chunk-reload';

export { ERROR_TITLE, NOT_FOUND_TITLE } from './error-titles';

/**
 * A layout route's two components from its frame: the child route inside the frame, and an error of a
 * child without its own boundary inside the same frame (spec site-shell.md 2.5: the page keeps its layout).
 */
export function framedLayout(Frame: ComponentType<{ children: ReactNode }>) {
  function Layout() {
    return (
      <Frame>
        <Outlet />
      </Frame>
    );
  }
  function FramedError() {
    const error = useRouteError();
    return (
      <Frame>
        <ErrorContent error={error} />
      </Frame>
    );
  }
  return { Layout, ErrorBoundary: FramedError };
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

// The error pages' content loads in the browser when a page shows one (hydrating the server's markup
// once the code is here), so pages that work do not carry it. The server has it from its start (a
// top-level await that the browser build drops with its dead branch), so its renders never wait.
const loadErrorContent = () => import('./error-content');
const serverContent = import.meta.env.SSR ? await loadErrorContent() : null;
const NotFound: ComponentType = serverContent?.NotFound ?? lazyWithReload(() => loadErrorContent().then((module) => ({ default: module.NotFound })));
const GenericError: ComponentType<{ status: number; message?: string }> =
  serverContent?.GenericError ?? lazyWithReload(() => loadErrorContent().then((module) => ({ default: module.GenericError })));

/** The error page for a route error (404 → not found, anything else → 'An error occurred'). */
export function ErrorContent({ error }: { error: unknown }) {
  useMarkNavigationFailed();
  const status = errorStatus(error);
  // A limit's refusal (429) says what it is and when to try again (docs/decisions/0051).
  const message = status === 429 && isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  return (
    <ErrorPageFallback>
      <Suspense fallback={null}>{status === 404 ? <NotFound /> : <GenericError status={status} {...(typeof message === 'string' ? { message } : {})} />}</Suspense>
    </ErrorPageFallback>
  );
}

/** The one error boundary shared by every route (rendered inside the route's layout). */
export function RouteErrorBoundary() {
  return <ErrorContent error={useRouteError()} />;
}

/** `<title>` of an error page. */
export function errorMeta(error: unknown): MetaDescriptor[] {
  return [{ title: errorStatus(error) === 404 ? NOT_FOUND_TITLE : ERROR_TITLE }, { name: 'robots', content: 'noindex' }];
}
