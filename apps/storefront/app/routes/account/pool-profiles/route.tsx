import { Button, Heading, Link } from '@pool/ui';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link as RemixLink, useActionData, useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../../.server/bff';
import { SavedProductsList } from '../../../components/saved-products/saved-products-list';
import { label, PoolForm } from './pool-form';
import { poolAction, poolOf, type PoolActionResult } from './pools.server';
import { alert, card, cell, fieldError, hint, photos, row, stack, tab, table, tabs } from './pools.css';
import { TrendChart } from './trend-chart';

const TABS = ['water_tests', 'saved_products'] as const;

/**
 * /account/pool-profiles/{id?}: the customer's pools (`default` or no id: the first one), a pool's
 * details, photos, equipment and retest reminder, its water tests with trend charts (tab=water_tests)
 * or saved products (tab=saved_products); `?new` shows the form for another pool.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { bff, headers } = bffFor(request, context);
  const { pools, pool } = await poolOf(bff, headers, params.id);
  const tabParam = url.searchParams.get('tab');
  const currentTab = TABS.find((t) => t === tabParam) ?? 'water_tests';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const [profiles, tests, conditions, saved] = await Promise.all([
    pageData(bff.pools.profiles(), headers),
    pool && currentTab === 'water_tests' ? pageData(bff.pools.tests({ params: { id: pool.id }, query: { page } }), headers) : null,
    pool && currentTab === 'water_tests' ? pageData(bff.pools.conditions({ params: { id: pool.id } }), headers) : null,
    // Only this pool's saved products (decision 0033).
    pool && currentTab === 'saved_products' ? pageData(bff.accountContent.savedProducts({ query: { page, pool: pool.id } }), headers) : null,
  ]);
  headers.set('cache-control', 'private, no-store');
  return data({
    pools, pool, profiles, tests, conditions, saved, returnTo: `${url.pathname}${url.search}`, tab: currentTab,
    creating: url.searchParams.has('new') || pool === null,
  }, { headers });
}

export const action = ({ request, context }: ActionFunctionArgs) => poolAction(request, context);

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [
  { title: `${loaded?.pool && !loaded.creating ? loaded.pool.name : 'Pool Profile'} | Pool Supplies` },
  { name: 'robots', content: 'noindex' },
];

export default function PoolProfilesPage() {
  const { pools, pool, profiles, tests, conditions, saved, returnTo, tab: currentTab, creating } = useLoaderData<typeof loader>();
  const result = useActionData<PoolActionResult>();
  const labels: Record<string, string> = Object.fromEntries((conditions?.factors ?? []).map((f) => [f.key, f.label]));
  const problemFor = (...intents: string[]) => (result && intents.includes(result.intent) ? result.problem : null);
  return (
    <div className={stack}>
      <Heading level={1} size="lg">{pools.length === 1 ? 'My Pool' : 'My Pools'}</Heading>
      {pools.length > 0 ? (
        <nav aria-label="Pools">
          <ul className={tabs}>
            {pools.map((p) => (
              <li key={p.id}><RemixLink className={tab} to={`/account/pool-profiles/${p.id}`} aria-current={!creating && pool?.id === p.id ? 'page' : undefined}>{p.name}</RemixLink></li>
            ))}
            <li><RemixLink className={tab} to="/account/pool-profiles/default?new" aria-current={creating ? 'page' : undefined}>Add a pool</RemixLink></li>
          </ul>
        </nav>
      ) : null}
      {result?.problem && !result.problem.fields.image ? <p role="alert" className={alert}>{result.problem.message}</p> : null}
      {creating || !pool ? (
        <section className={card} aria-labelledby="new-pool">
          <Heading level={2} size="md" id="new-pool">Add a pool</Heading>
          <PoolForm pool={null} profiles={profiles} problem={problemFor('create')} />
        </section>
      ) : (
        <>
          <section className={card} aria-labelledby="pool-name">
            <Heading level={2} size="md" id="pool-name">{pool.name}</Heading>
            <p>
              {pool.gallons.toLocaleString('en-US')} gallons · {label(pool.surface)} · {label(pool.sanitizer_type)} · {pool.location === 'indoor' ? 'Indoor' : 'Outdoor'} {pool.type}
            </p>
            {pool.retest_on ? <p><strong>Retest reminder:</strong> test again on {pool.retest_on}.</p> : null}
            <Heading level={3} size="sm">Equipment</Heading>
            <ul>
              {(['pump', 'filter', 'heater', 'cleaner', 'salt_cell'] as const).map((slot) => {
                const item = pool.equipment[slot];
                return item ? <li key={slot}>{label(slot)}: <Link href={`/diagram/${item.handle}`}>{item.brand} {item.model}</Link></li> : null;
              })}
            </ul>
            <div className={row}>
              <RemixLink to={`/account/pool-profiles/${pool.id}/manual`}>Enter a water test</RemixLink>
              <RemixLink to={`/account/pool-profiles/${pool.id}/photo`}>Test by photo</RemixLink>
            </div>
            <details>
              <summary>Edit pool</summary>
              <PoolForm pool={pool} profiles={profiles} problem={problemFor('update')} />
            </details>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="pool" value={pool.id} />
              <Button type="submit" variant="secondary">Delete pool</Button>
            </Form>
          </section>

          <section className={card} aria-labelledby="pool-photos">
            <Heading level={3} size="sm" id="pool-photos">Photos</Heading>
            <ul className={photos}>
              {pool.images.map((image) => (
                <li key={image.id}>
                  <img src={image.thumbnail} alt={`Photo of ${pool.name}`} width={160} height={160} />
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete-photo" />
                    <input type="hidden" name="photo" value={image.id} />
                    <Button type="submit" variant="secondary" size="sm">Delete photo</Button>
                  </Form>
                </li>
              ))}
            </ul>
            <Form method="post" encType="multipart/form-data" className={row}>
              <input type="hidden" name="intent" value="upload-photo" />
              <input type="hidden" name="pool" value={pool.id} />
              <div>
                <label htmlFor="pool-photo">Add a photo (JPEG, PNG or WebP, up to 12 MB)</label>
                <input id="pool-photo" name="image" type="file" accept="image/*" aria-describedby={problemFor('upload-photo', 'delete-photo') ? 'pool-photo-error' : undefined} />
              </div>
              <Button type="submit">Upload photo</Button>
            </Form>
            {problemFor('upload-photo', 'delete-photo') ? (
              <div id="pool-photo-error" role="alert">
                <p className={alert}>{result!.problem!.message}</p>
                {result!.problem!.fields.image ? <p className={fieldError}>{result!.problem!.fields.image}</p> : null}
              </div>
            ) : null}
          </section>

          <nav aria-label="Pool sections">
            <ul className={tabs}>
              <li><RemixLink className={tab} to={`/account/pool-profiles/${pool.id}?tab=water_tests`} aria-current={currentTab === 'water_tests' ? 'page' : undefined}>Water Tests</RemixLink></li>
              <li><RemixLink className={tab} to={`/account/pool-profiles/${pool.id}?tab=saved_products`} aria-current={currentTab === 'saved_products' ? 'page' : undefined}>Saved Products</RemixLink></li>
            </ul>
          </nav>
          {currentTab === 'saved_products' ? (
            <section aria-labelledby="saved-products">
              <Heading level={3} size="sm" id="saved-products">Saved Products</Heading>
              {saved ? (
                <SavedProductsList page={saved} pools={pools} returnTo={returnTo} pageHref={(n) => `/account/pool-profiles/${pool.id}?tab=saved_products&page=${n}`} />
              ) : null}
            </section>
          ) : (
            <section className={stack} aria-labelledby="water-tests">
              <Heading level={3} size="sm" id="water-tests">Water Tests</Heading>
              {tests && tests.data.length > 0 ? (
                <>
                  <table className={table}>
                    <caption style={{ textAlign: 'left' }}>Test history, page {tests.meta.current_page} of {tests.meta.last_page}</caption>
                    <thead><tr><th className={cell} scope="col">Date</th><th className={cell} scope="col">Readings</th><th className={cell} scope="col">Treatment</th></tr></thead>
                    <tbody>
                      {tests.data.map((t) => (
                        <tr key={t.id}>
                          <td className={cell}><RemixLink to={`/account/pool-profiles/${pool.id}/test/${t.id}`}>{t.date}</RemixLink></td>
                          <td className={cell}>{t.points.map((p) => `${labels[p.key] ?? p.key} ${p.value}`).join(', ')}</td>
                          <td className={cell}>{t.treatment ? `Saved${t.treatment.retest_on ? `, retest ${t.treatment.retest_on}` : ''}` : '—'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                  <nav aria-label="Test history pages" className={row}>
                    {tests.meta.current_page > 1 ? <RemixLink to={`?tab=water_tests&page=${tests.meta.current_page - 1}`}>Newer tests</RemixLink> : null}
                    {tests.meta.current_page < tests.meta.last_page ? <RemixLink to={`?tab=water_tests&page=${tests.meta.current_page + 1}`}>Older tests</RemixLink> : null}
                  </nav>
                  {conditions?.expected_vs_measured.length ? (
                    <p>Since the last treatment: {conditions.expected_vs_measured.map((e) => `${labels[e.key] ?? e.key} expected ${e.expected}, measured ${e.measured}`).join('; ')}.</p>
                  ) : null}
                  <Heading level={4} size="sm">Trends</Heading>
                  {conditions?.factors.map((factor) => <TrendChart key={factor.key} factor={factor} />)}
                </>
              ) : (
                <p className={hint}>No water tests yet. <RemixLink to={`/account/pool-profiles/${pool.id}/manual`}>Enter your first test</RemixLink>.</p>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
