import { Button, Heading } from '@pool/ui';
import { factorsFor, parseReadings } from '@pool/water-care';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor, BffUnavailableError } from '../../.server/bff';
import { WaterTestReadingFields } from '../../components/water-care/water-test-fields';
import type { WaterTestErrors, WaterTestValues } from '../../components/water-care/water-test-form';
import { formProblem, poolOf } from './pools.server';
import { alert, hint, stack } from './pools.css';
import { profileOfPool } from './pool-water';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  headers.set('cache-control', 'private, no-store');
  return data({ pool }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Manual water test${loaded ? ` for ${loaded.pool.name}` : ''} | Pool Supplies` }, { name: 'robots', content: 'noindex' }];

type ManualResult = { message: string; errors: WaterTestErrors; values: WaterTestValues };

/** Saves the entered readings (empty fields are left out; @pool/water-care's rules) and shows the result page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  const form = await request.formData();
  const values: WaterTestValues = {};
  const raw: Record<string, string> = {};
  for (const factor of factorsFor(profileOfPool(pool))) {
    const v = form.get(factor.key);
    raw[factor.key] = typeof v === 'string' ? v.slice(0, 64) : '';
    values[factor.key] = raw[factor.key];
  }
  const parsed = parseReadings(raw);
  const points = Object.entries(parsed.readings).flatMap(([key, value]) => (typeof value === 'number' ? [{ key, value }] : []));
  if (Object.keys(parsed.errors).length > 0) return data<ManualResult>({ message: 'Check the highlighted readings.', errors: parsed.errors, values }, { status: 422, headers });
  if (points.length === 0) return data<ManualResult>({ message: 'Enter at least one reading.', errors: {}, values }, { status: 422, headers });
  try {
    const response = await bff.pools.createTest({ params: { id: pool.id }, body: { type: 'manual', points } });
    if (response.status === 200) return redirect(`/account/pool-profiles/${pool.id}/test/${response.body.id}`, { headers });
    const problem = formProblem(response.status, response.body, 'The test could not be saved.');
    return data<ManualResult>({ message: problem.message, errors: problem.fields, values }, { status: response.status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<ManualResult>({ message: 'Oops, there was a problem, please try again later.', errors: {}, values }, { status: 503, headers });
    throw error;
  }
}

/** The manual water test of a pool: each factor with its units and the pool's target range, a message per refused field. */
export default function ManualTestPage() {
  const { pool } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={stack}>
      <Heading level={1} size="lg">Manual water test: {pool.name}</Heading>
      <p className={hint}>Enter what your test kit or strip shows; leave out what you did not test.</p>
      {result ? <p role="alert" className={alert}>{result.message}</p> : null}
      <Form method="post" noValidate className={stack}>
        <WaterTestReadingFields profile={profileOfPool(pool)} values={result?.values ?? {}} errors={result?.errors ?? {}} />
        <Button type="submit" isPending={busy}>Save test</Button>
      </Form>
    </div>
  );
}
