import type { ShellView } from '@pool/api-contract';
import { RouterProvider, ToastRegion } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useHref,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
} from '@remix-run/react';
import { Provider as JotaiProvider, useAtomValue, useSetAtom } from 'jotai';
import type { ReactNode } from 'react';
import { bffFor, pageData } from './.server/bff';
import { ErrorContent, errorMeta } from './components/error-page';
import { main, shell as shellClass, skipLink } from './components/layout.css';
import { SiteFooter } from './components/site-footer';
import { SiteHeader } from './components/site-header';
import { useNonce } from './nonce';
import { dismissToastAtom, toastsAtom } from './state/toasts.atoms';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const shell = await pageData(bff.pages.shell(), headers);
  return data({ shell }, { headers });
}

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

/** Revalidate the shell (cart count, viewer) after mutations; plain navigations keep it. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: { formMethod?: string; defaultShouldRevalidate: boolean }) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  return false;
}

function Toasts() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  return <ToastRegion toasts={toasts} onDismiss={dismiss} />;
}

/** Client-side navigation for react-aria links, through Remix's router. */
function AppRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to) => navigate(to)} useHref={(to) => useHref(to)}>
      {children}
    </RouterProvider>
  );
}

function SiteShell({ shell, children }: { shell: ShellView | null; children: ReactNode }) {
  // The Provider creates one jotai store per render tree: on the server that is one per request, so
  // UI state never leaks between visitors.
  return (
    <JotaiProvider>
      <AppRouter>
        <div className={shellClass}>
          <a href="#main" className={skipLink}>
            Skip to content
          </a>
          <SiteHeader shell={shell} />
          <main id="main" className={main}>
            {children}
          </main>
          <SiteFooter />
        </div>
        <Toasts />
      </AppRouter>
    </JotaiProvider>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#005a9c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
  const { shell } = useRouteLoaderData<typeof loader>('root') ?? { shell: null };
  return (
    <SiteShell shell={shell}>
      <Outlet />
    </SiteShell>
  );
}

/**
 * Errors of the root loader itself (the BFF is down: 503) or of rendering: the site shell without
 * the BFF's data, and the shared error content. Route errors render inside the full shell instead.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const loaded = useRouteLoaderData<typeof loader>('root');
  return (
    <SiteShell shell={loaded?.shell ?? null}>
      <ErrorContent error={error} />
    </SiteShell>
  );
}
