// The bare app's document: what every Remix app renders (Meta, Links, ScrollRestoration, Scripts)
// around its routes, with Remix's default entry.client and entry.server.
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from '@remix-run/react';
import type { ReactNode } from 'react';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* No icon request: the page's requests are the framework's alone. */}
        <link rel="icon" href="data:," />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}
