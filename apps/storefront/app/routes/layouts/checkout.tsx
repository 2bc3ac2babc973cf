import { Heading, Link } from '@pool/ui';
import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { useRouteLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import type { ReactNode } from 'react';
import { framedLayout } from '../../components/error-page';
import { HomeLogo, MainContent, SkipLink } from '../../components/layout';
import { shell as shellClass } from '../../components/layout.css';
import { useShell } from '../../components/shell/use-shell';
import { checkoutHeader, checkoutHeaderInner, checkoutTitle, hours, secureBadge, supportList } from './layouts.css';

/**
 * The checkout layout (spec site-shell.md 2.5): a back link to the cart (or home when the cart is
 * empty), the Checkout heading, the Secure Checkout badge, support phone, email and chat, and the
 * customer service hours. No site navigation.
 */
/** Checkout is personal: the back link depends on the shopper's cart. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const session = await pageData(bff.session.current(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ cartCount: session.cartCount }, { headers });
}

function CheckoutFrame({ children }: { children: ReactNode }) {
  const shell = useShell();
  const cartCount = useRouteLoaderData<typeof loader>('routes/layouts/checkout')?.cartCount ?? 0;
  const site = shell?.site ?? null;
  const back = cartCount > 0 ? { href: '/cart', label: 'Back to Cart' } : { href: '/', label: 'Back to Home' };
  return (
    <div className={shellClass}>
      <SkipLink />
      <header className={checkoutHeader}>
        <div className={checkoutHeaderInner}>
          <Link href={back.href}>{back.label}</Link>
          <div className={checkoutTitle}>
            <HomeLogo />
            <Heading level={1} size="lg">
              Checkout
            </Heading>
            <span className={secureBadge}>
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                <path d="M4 7V5a4 4 0 1 1 8 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 1 0-4 0v2z" fill="currentColor" />
              </svg>
              Secure Checkout
            </span>
          </div>
          {site ? (
            <div>
              <ul className={supportList} aria-label="Customer support">
                <li>
                  <Link href={site.support.phone.href}>{site.support.phone.display}</Link>
                </li>
                <li>
                  <Link href={`mailto:${site.support.email}`}>Email Us</Link>
                </li>
                <li>
                  <Link href="/chat?from=/checkout">Chat with us</Link>
                </li>
              </ul>
              <p className={hours}>{site.support.hours}</p>
            </div>
          ) : null}
        </div>
      </header>
      <MainContent>{children}</MainContent>
    </div>
  );
}

/** The checkout layout (spec site-shell.md 2.5): its own header, no site navigation; errors keep it. */
const layout = framedLayout(CheckoutFrame);
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
