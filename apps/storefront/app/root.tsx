import { LinkProvider, ToastRegion, type AnchorProps } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useNavigation, useRouteError, useRouteLoaderData } from '@remix-run/react';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { bffFor, pageData } from './.server/bff';
import { takeFlash } from './.server/flash';
import { flashOf } from './lib/flash';
import { ErrorContent, errorMeta } from './components/error-page';
import { MinimalFrame } from './components/layout';
import { shellPageView } from './components/shell/menu-tree';
import type { RootLoaderData } from './components/shell/use-shell';
import { lazyWithReload, reloadForChunkError } from './components/shell/chunk-reload';
import { AppLink, useAppLinkNavigation } from './routing/app-link';
import { usePageViews } from './components/shell/page-views';
import { useSessionSync } from './components/shell/session-sync';
import { skipWhenSessionUnchanged } from './routing/revalidation';
import { StaffTools } from './components/shell/staff-tools';
import { appStore } from './state/session.atoms';
import { useNonce } from './nonce';
import { CAPTURE_PRESSES_SCRIPT, replayPresses } from './press-replay';
import { dismissToastAtom, toastsAtom } from './state/toasts.atoms';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  // On a page view the page's own read carries the shell (docs/decisions/0043), else it is a call.
  const shell = await context.shellRide.shell(() => pageData(bff.shell.get(), headers));
  // The toast a write left for this page (docs/decisions/0070), in its HTML: it shows without JavaScript.
  const flash = takeFlash(request, headers, context);
  // The menu's top level only: its sub-categories load in the browser on first use (decision 0041).
  return data({ shell: shellPageView(shell), flash } satisfies RootLoaderData, { headers });
}

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

/**
 * The shell (menu, site configuration) is the same for everyone and changes rarely: navigations keep
 * it, and so do writes whose answer says they left the session as it was (cart, deliver-to, mail);
 * other submissions reload it.
 */
export function shouldRevalidate(args: { formMethod?: string; actionResult?: unknown; defaultShouldRevalidate: boolean }) {
  // A write left a toast for this page (a client-side redirect): the root reads it (docs/decisions/0070).
  if (typeof document !== 'undefined' && flashOf(document.cookie)) return true;
  if (args.formMethod && args.formMethod.toUpperCase() !== 'GET') return skipWhenSessionUnchanged(args);
  return false;
}

// The loading bar only runs on page changes: it is mounted, and its code loaded, when the first one
// starts (docs/decisions/0039). It is not in the server's HTML (an idle bar shows nothing), nor in a
// page's first JavaScript.
const NavigationProgressBar = lazyWithReload(() => import('./components/shell/navigation-progress-bar'));

function NavigationProgressOnDemand() {
  const busy = useNavigation().state !== 'idle';
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    if (busy) setNeeded(true);
  }, [busy]);
  return needed ? (
    <Suspense fallback={null}>
      <NavigationProgressBar />
    </Suspense>
  ) : null;
}

/**
 * Toasts at the bottom of the screen (spec site-shell.md 2.14), announced to screen readers: those the
 * page shows, and first the one a write left for it (the root loader's flash, in the server's HTML).
 */
function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const dismissShown = useSetAtom(dismissToastAtom);
  const flash = useRouteLoaderData<typeof loader>('root')?.flash ?? null;
  const [dismissedFlash, setDismissedFlash] = useState<string | null>(null);
  const dismiss = useCallback((id: string) => (id === flash?.id ? setDismissedFlash(id) : dismissShown(id)), [flash?.id, dismissShown]);
  const shown = flash && flash.id !== dismissedFlash ? [flash, ...toasts] : toasts;
  return <ToastRegion toasts={shown} onDismiss={dismiss} />;
}

/** The anchor of every @pool/ui Link: an {@link AppLink}, so clicks on store paths are client-side navigations. */
function RouterAnchor({ href, ...rest }: AnchorProps) {
  return <AppLink to={href} {...rest} />;
}

/** A deploy replaced the chunks this page was built with: Vite reports it, the page reloads (once per 60 s). */
function useChunkErrorReload() {
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadForChunkError()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
}

/**
 * Marks the document hydrated (`<html data-hydrated>`) once React has taken over (hydration starts as
 * the page's modules arrive, docs/decisions/0056): monitoring and the end-to-end tests wait for this
 * before they use what only works with JavaScript. Then the presses made before it on controls that
 * are neither links nor forms are made again (docs/decisions/0057).
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayPresses();
  }, []);
}

function PageChrome() {
  useAppLinkNavigation();
  useSessionSync();
  usePageViews();
  useChunkErrorReload();
  return (
    <>
      <NavigationProgressOnDemand />
      <Toasts />
      <StaffTools />
    </>
  );
}

/**
 * Every page: a jotai store (on the server one per request, so UI state never leaks between
 * visitors; in the browser the page's one store, see state/session.atoms.ts), the session read after
 * the page, Remix's links for @pool/ui links, the page
 * (its layout route draws the frame), the loading bar, toasts and page-view analytics.
 */
function AppProviders({ children }: { children: ReactNode }) {
  const [store] = useState(appStore);
  return (
    <JotaiProvider store={store}>
      <LinkProvider anchor={RouterAnchor}>
        {children}
        <PageChrome />
      </LinkProvider>
    </JotaiProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  useHydratedMark();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#005a9c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* First in the page's scripts: presses before hydration are kept for it (docs/decisions/0057). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: CAPTURE_PRESSES_SCRIPT }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppProviders>
      <Outlet />
    </AppProviders>
  );
}

/**
 * Errors of the root loader itself (the BFF is down: 503) or of rendering outside any layout: the
 * minimal error layout (spec site-shell.md 2.5) with the shared error content.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <AppProviders>
      <MinimalFrame>
        <ErrorContent error={error} />
      </MinimalFrame>
    </AppProviders>
  );
}
