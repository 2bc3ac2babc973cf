import { Heading } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { poolOf } from './pools.server';
import { cell, stack, status, table } from './pools.css';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool || !/^\d{1,10}$/.test(params.testId ?? '')) throw new Response(null, { status: 404, headers });
  const [test, factors] = await Promise.all([
    pageData(bff.pools.getTest({ params: { id: pool.id, testId: Number(params.testId) } }), headers),
    pageData(bff.pools.factors(), headers),
  ]);
  headers.set('cache-control', 'private, no-store');
  return data({ pool, test, labels: Object.fromEntries(factors.data.map((f) => [f.key, f.label])) }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Water test ${loaded?.test.date ?? ''} | Pool Supplies` }, { name: 'robots', content: 'noindex' }];

const STATUS_TEXT = { low: 'Low', ok: 'OK', high: 'High', unknown: '—' } as const;

/** One saved water test: each reading against its range (low / ok / high). */
export default function WaterTestResultPage() {
  const { pool, test, labels } = useLoaderData<typeof loader>();
  return (
    <div className={stack}>
      <Heading level={1} size="lg">Water test of {test.date}: {pool.name}</Heading>
      <table className={table}>
        <caption style={{ textAlign: 'left' }}>Readings against the targets of {pool.name}</caption>
        <thead><tr><th className={cell} scope="col">Factor</th><th className={cell} scope="col">Reading</th><th className={cell} scope="col">Target</th><th className={cell} scope="col">Status</th></tr></thead>
        <tbody>
          {test.points.map((p) => {
            const state = test.conditions.find((c) => c.key === p.key)?.status ?? 'unknown';
            return (
              <tr key={p.key}>
                <th className={cell} scope="row">{labels[p.key] ?? p.key}</th>
                <td className={cell}>{p.value} {p.units}</td>
                <td className={cell}>{p.lower_bound !== null && p.upper_bound !== null ? `${p.lower_bound}–${p.upper_bound} ${p.units}` : '—'}</td>
                <td className={cell}><span className={status} data-status={state}>{STATUS_TEXT[state]}</span></td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p><RemixLink to={`/account/pool-profiles/${pool.id}?tab=water_tests`}>Back to the test history</RemixLink></p>
    </div>
  );
}
