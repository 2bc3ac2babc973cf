import { ACCOUNT_SIDEBAR_LINKS, formatDateUtc } from '@pool/account-domain';
import { formatMoney } from '@pool/pricing';
import { Heading, Link, Section } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { loadAccount } from '../../../.server/account';
import { pageData } from '../../../.server/bff';
import { AddressLines } from '../../../components/account/address-card';
import { accountPage, accountSection, card, cardGrid, statusText } from '../../../components/account/account.css';
import { RouteErrorBoundary } from '../../../components/error-page';

export const meta: MetaFunction = () => [{ title: 'Account Dashboard | Pool Supplies' }, { name: 'robots', content: 'noindex' }];

/** How many of the newest orders the dashboard lists (the orders page has the rest). */
const RECENT_ORDERS = 3;
/** How many pools with equipment get a replacement-parts list (each lists a few parts per piece of equipment). */
const PARTS_POOLS = 3;

const SLOT_LABELS = { pump: 'Pump', filter: 'Filter', heater: 'Heater', cleaner: 'Cleaner', salt_cell: 'Salt cell' } as const;

/** A section's data, or null when its read failed: one failing section degrades, the page stays. */
async function section<T>(read: Promise<T>): Promise<T | null> {
  return read.catch((error: unknown) => {
    if (error instanceof Response && error.status === 401) throw error;
    return null;
  });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { account, bff, headers } = await loadAccount(request, context);
  // The sections are independent reads: in parallel, each allowed to fail on its own.
  const [orders, rewards, pools] = await Promise.all([
    section(pageData(bff.orders.list({ query: { page: 1 } }), headers)),
    section(pageData(bff.accountContent.rewards({ query: { page: 1 } }), headers)),
    section(pageData(bff.pools.list(), headers)),
  ]);
  // Replacement parts of each pool that names equipment (docs/decisions/0032): one read a pool, each
  // allowed to fail on its own like the sections above.
  const equipped = (pools?.data ?? []).filter((pool) => Object.values(pool.equipment).some(Boolean)).slice(0, PARTS_POOLS);
  const replacementParts = await Promise.all(equipped.map(async (pool) => ({
    poolId: pool.id,
    poolName: pool.name,
    parts: await section(pageData(bff.pools.parts({ params: { id: pool.id } }), headers)),
  })));
  const defaultAddress = account.addresses.find((address) => address.isDefault) ?? null;
  return data(
    {
      name: `${account.firstName} ${account.lastName}`.trim(),
      email: account.email,
      defaultAddress,
      recentOrders: orders?.data.slice(0, RECENT_ORDERS).map((order) => ({
        id: order.id, number: order.number, status: order.status, date: formatDateUtc(order.createdAt) ?? '', total: formatMoney(Math.round(order.total * 100)),
      })) ?? null,
      points: rewards?.user.points ?? null,
      pools: pools?.data.map((pool) => ({ id: pool.id, name: pool.name, gallons: pool.gallons, retestOn: pool.retest_on })) ?? null,
      replacementParts: replacementParts.map(({ poolId, poolName, parts }) => ({
        poolId,
        poolName,
        equipment: parts?.equipment.map((e) => ({
          slot: SLOT_LABELS[e.slot], name: `${e.brand} ${e.model}`, diagramHref: e.diagramHref, partCount: e.partCount,
          parts: e.parts.map((part) => ({ id: part.product.id, title: part.product.title, href: part.product.href, price: part.product.price, consumable: part.consumable })),
        })) ?? null,
      })),
    },
    { headers },
  );
}

/**
 * The account dashboard (spec account.md 2): who is signed in, the default address, the newest
 * orders, the reward points, the pools with their retest reminders, and every section.
 */
export default function DashboardPage() {
  const { name, email, defaultAddress, recentOrders, points, pools, replacementParts } = useLoaderData<typeof loader>();
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

      <Section headingId="recent-orders-title" title="Recent orders" size="md" className={accountSection} data-section="recent-orders">
        {recentOrders === null ? (
          <p className={statusText}>Your orders could not be loaded just now.</p>
        ) : recentOrders.length === 0 ? (
          <p className={statusText}>No orders yet.</p>
        ) : (
          <ul>
            {recentOrders.map((order) => (
              <li key={order.id}>
                <Link href={`/account/orders/${order.id}`}>Order {order.number}</Link> · {order.date} · {order.status} · {order.total}
              </li>
            ))}
          </ul>
        )}
        <Link href="/account/orders">View all orders</Link>
      </Section>

      <Section headingId="rewards-title" title="Reward points" size="md" className={accountSection} data-section="reward-points">
        <p className={statusText}>{points === null ? 'Your points could not be loaded just now.' : `${points.toLocaleString('en-US')} points`}</p>
        <Link href="/account/rewards">View rewards</Link>
      </Section>

      <Section headingId="pools-title" title="Pools" size="md" className={accountSection} data-section="pools">
        {pools === null ? (
          <p className={statusText}>Your pools could not be loaded just now.</p>
        ) : pools.length === 0 ? (
          <p className={statusText}>No pool profiles yet.</p>
        ) : (
          <ul>
            {pools.map((pool) => (
              <li key={pool.id}>
                <Link href={`/account/pool-profiles/${pool.id}?tab=water_tests`}>{pool.name}</Link> · {pool.gallons.toLocaleString('en-US')} gallons
                {pool.retestOn ? ` · retest on ${formatDateUtc(`${pool.retestOn}T12:00:00Z`) ?? pool.retestOn}` : ''}
              </li>
            ))}
          </ul>
        )}
        <Link href="/account/pool-profiles/default?tab=water_tests">View pool profiles</Link>
      </Section>

      {replacementParts.map((pool) => (
        <section key={pool.poolId} className={accountSection} aria-labelledby={`parts-${pool.poolId}-title`} data-section="replacement-parts">
          <Heading level={2} size="md" id={`parts-${pool.poolId}-title`}>
            Replacement parts for {pool.poolName}
          </Heading>
          {pool.equipment === null ? (
            <p className={statusText}>Replacement parts could not be loaded just now.</p>
          ) : (
            pool.equipment.map((equipment) => (
              <div key={equipment.diagramHref}>
                <Heading level={3} size="sm">
                  {equipment.slot}: {equipment.name}
                </Heading>
                <ul>
                  {equipment.parts.map((part) => (
                    <li key={part.id}>
                      <Link href={part.href}>{part.title}</Link>
                      {part.consumable ? ' · consumable' : ''}
                      {part.price.visibility === 'shown' ? ` · ${formatMoney(part.price.price)}` : ''}
                    </li>
                  ))}
                </ul>
                <Link href={equipment.diagramHref}>{`View all ${equipment.partCount} parts on the ${equipment.name} diagram`}</Link>
              </div>
            ))
          )}
        </section>
      ))}

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
