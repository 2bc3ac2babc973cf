import { ACCOUNT_SIDEBAR_LINKS } from '@pool/account-domain';
import { Heading, Link } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadAccount } from '../../.server/account';
import { AddressLines } from '../../components/account/address-card';
import { accountPage, accountSection, card, cardGrid, statusText } from '../../components/account/account.css';
import { RouteErrorBoundary } from '../../components/error-page';

export const meta: MetaFunction = () => [{ title: 'Account Dashboard | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, headers } = await loadAccount(request, context);
  const defaultAddress = account.addresses.find((address) => address.isDefault) ?? null;
  return data({ name: `${account.firstName} ${account.lastName}`.trim(), email: account.email, defaultAddress }, { headers });
}

/**
 * The account dashboard (spec account.md 2): who is signed in, the default address and every
 * section. The recent orders, reward points and pools sections are placeholders on purpose: their
 * APIs are built in parallel (orders, rewards, pools issues) and are wired in here after merging.
 */
export default function DashboardPage() {
  const { name, email, defaultAddress } = useLoaderData<typeof loader>();
  return (
    <div className={accountPage}>
      <Heading level={1} size="lg">
        Account Dashboard
      </Heading>
      <ul className={cardGrid}>
        <li className={card}>
          <Heading level={2} size="md">
            Account details
          </Heading>
          <p style={{ margin: 0 }}>{name}</p>
          <p style={{ margin: 0 }}>{email}</p>
          <Link href="/account/settings">Edit settings</Link>
        </li>
        <li className={card}>
          <Heading level={2} size="md">
            Default address
          </Heading>
          {defaultAddress ? <AddressLines address={defaultAddress} /> : <p className={statusText}>No default address yet.</p>}
          <Link href="/account/addresses">Manage addresses</Link>
        </li>
      </ul>

      {/* TODO(orders): the recent orders list goes here once GET /api/orders is merged (orders issue). */}
      <section className={accountSection} aria-labelledby="recent-orders-title" data-section="recent-orders">
        <Heading level={2} size="md" id="recent-orders-title">
          Recent orders
        </Heading>
        <Link href="/account/orders">View all orders</Link>
      </section>

      {/* TODO(rewards): the points balance goes here once the rewards API is merged (rewards issue). */}
      <section className={accountSection} aria-labelledby="rewards-title" data-section="reward-points">
        <Heading level={2} size="md" id="rewards-title">
          Reward points
        </Heading>
        <Link href="/account/rewards">View rewards</Link>
      </section>

      {/* TODO(pools): the customer's pools go here once the pools API is merged (pools issue). */}
      <section className={accountSection} aria-labelledby="pools-title" data-section="pools">
        <Heading level={2} size="md" id="pools-title">
          Pools
        </Heading>
        <Link href="/account/pool-profiles/default?tab=water_tests">View pool profiles</Link>
      </section>

      <nav aria-label="Account sections" className={accountSection}>
        <Heading level={2} size="md">
          Your account
        </Heading>
        <ul>
          {ACCOUNT_SIDEBAR_LINKS.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
