import { ACCOUNT_SIDEBAR_LINKS } from '@pool/account-domain';
import { data, redirect, type LoaderFunctionArgs } from '@remix-run/node';
import { Link as RemixLink, useLocation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { bffFor, pageData } from '../../.server/bff';
import { framedLayout } from '../../components/error-page';
import { DefaultFrame } from '../../components/layout';
import { useShell } from '../../components/shell/use-shell';
import { accountBanner, accountBannerInner, accountBody, accountTitle, sidebarLink, sidebarList } from './layouts.css';

/**
 * Account pages need a signed-in customer (the BFF session holds the token and customer id); anyone
 * else goes to /login, coming back here after signing in.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const session = await pageData(bff.session.current(), headers);
  if (!session.viewer.signedIn) {
    const url = new URL(request.url);
    throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`, { headers });
  }
  headers.set('cache-control', 'private, no-store');
  return data(null, { headers });
}

/** Whether a sidebar link is the current page (its path; the Pool Profile link covers every pool page). */
function isCurrent(href: string, pathname: string) {
  const path = href.split('?')[0] ?? href;
  return path.startsWith('/account/pool-profiles') ? pathname.startsWith('/account/pool-profiles') : pathname === path || pathname.startsWith(`${path}/`);
}

function AccountFrame({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <DefaultFrame shell={useShell()}>
      <div className={accountBanner}>
        <div className={accountBannerInner}>
          <p className={accountTitle}>My Account</p>
        </div>
      </div>
      <div className={accountBody}>
        <nav aria-label="My Account">
          <ul className={sidebarList}>
            {ACCOUNT_SIDEBAR_LINKS.map((link) => (
              <li key={link.href}>
                <RemixLink to={link.href} className={sidebarLink} aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}>
                  {link.label}
                </RemixLink>
              </li>
            ))}
          </ul>
        </nav>
        <div>{children}</div>
      </div>
    </DefaultFrame>
  );
}

/** The customer/account layout (spec site-shell.md 2.5): the default frame with the My Account banner and sidebar. */
const layout = framedLayout(AccountFrame);
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
