import { ACCOUNT_SIDEBAR_LINKS } from '@pool/account-domain';
import { Heading, Link } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { page } from '../../components/layout.css';
import { useShell } from '../../components/shell/use-shell';

/** Titles of the pages that the checkout, account and returns issues will fill in. */
function placeholderTitle(pathname: string): string | null {
  const account = ACCOUNT_SIDEBAR_LINKS.find((link) => (link.href.split('?')[0] ?? '') === pathname);
  if (account) return account.label;
  if (pathname === '/account/pool-profiles' || pathname.startsWith('/account/pool-profiles/')) return 'Pool Profile';
  if (pathname === '/checkout') return 'Checkout';
  return null;
}

/**
 * Stand-in page of the checkout, account and returns layouts until their own issues add the real
 * routes (which then take precedence over this one): the layout renders around a short notice.
 * Unknown paths under these layouts are 404s.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const title = placeholderTitle(new URL(request.url).pathname);
  if (!title) throw new Response(null, { status: 404 });
  // The account layout has no page heading of its own; checkout and returns do.
  const level = new URL(request.url).pathname.startsWith('/account') ? 1 : 2;
  return data({ title, level }, { headers: { 'cache-control': 'private, no-store' } });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `${loaded.title} | Pool Supplies` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

export default function PlaceholderPage() {
  const { title, level } = useLoaderData<typeof loader>();
  const phone = useShell()?.site.support.phone;
  return (
    <div className={page}>
      <Heading level={level === 1 ? 1 : 2} size="lg">
        {title}
      </Heading>
      <p>This part of the store is on its way. Call us{phone ? ` at ${phone.display}` : ''} and we will help you right away.</p>
      <Link href="/" variant="button">
        Return Home
      </Link>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
