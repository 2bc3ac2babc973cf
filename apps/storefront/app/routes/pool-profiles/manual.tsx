import type { WaterFactor } from '@pool/api-contract';
import { Button, Heading } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor, BffUnavailableError, pageData } from '../../.server/bff';
import { formProblem, poolOf, type FormProblem } from './pools.server';
import { alert, field, fieldError, hint, input, row, stack } from './pools.css';

/** Factors shown for a pool: the spec's defaults, salt on salt pools, temperature and borate always (optional). */
function factorsFor(factors: WaterFactor[], sanitizer: string): WaterFactor[] {
  return factors.filter((f) => f.key !== 'salt' || sanitizer === 'salt');
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  const { data: factors } = await pageData(bff.pools.factors(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ pool, factors: factorsFor(factors, pool.sanitizer_type) }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Manual water test${loaded ? ` for ${loaded.pool.name}` : ''} | Pool Supplies` }, { name: 'robots', content: 'noindex' }];

type ManualResult = { problem: FormProblem; values: Record<string, string> };

/** Saves the entered readings (empty fields are left out) and shows the result page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  const form = await request.formData();
  const { data: factors } = await pageData(bff.pools.factors(), headers);
  const values: Record<string, string> = {};
  const fields: Record<string, string> = {};
  const points: { key: string; value: number }[] = [];
  for (const factor of factorsFor(factors, pool.sanitizer_type)) {
    const raw = form.get(factor.key);
    const value = typeof raw === 'string' ? raw.trim() : '';
    values[factor.key] = value;
    if (value === '') continue;
    const n = Number(value);
    if (!/^-?\d*(?:\.\d+)?$/.test(value) || !Number.isFinite(n)) fields[factor.key] = `${factor.label} must be a number.`;
    else points.push({ key: factor.key, value: n });
  }
  if (Object.keys(fields).length > 0) return data<ManualResult>({ problem: { message: 'Check the highlighted readings.', fields }, values }, { status: 422, headers });
  if (points.length === 0) return data<ManualResult>({ problem: { message: 'Enter at least one reading.', fields: {} }, values }, { status: 422, headers });
  try {
    const response = await bff.pools.createTest({ params: { id: pool.id }, body: { type: 'manual', points } });
    if (response.status === 200) return redirect(`/account/pool-profiles/${pool.id}/test/${response.body.id}`, { headers });
    return data<ManualResult>({ problem: formProblem(response.status, response.body, 'The test could not be saved.'), values }, { status: response.status, headers });
  } catch (error) {
    if (error instanceof BffUnavailableError) return data<ManualResult>({ problem: { message: 'Oops, there was a problem, please try again later.', fields: {} }, values }, { status: 503, headers });
    throw error;
  }
}

/** The manual water test of a pool: each factor with its units, a message per refused field. */
export default function ManualTestPage() {
  const { pool, factors } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={stack}>
      <Heading level={1} size="lg">Manual water test: {pool.name}</Heading>
      <p className={hint}>Enter what your test kit or strip shows; leave out what you did not test.</p>
      {result ? <p role="alert" className={alert}>{result.problem.message}</p> : null}
      <Form method="post" noValidate className={stack}>
        <div className={row}>
          {factors.map((factor) => {
            const error = result?.problem.fields[factor.key];
            return (
              <div key={factor.key} className={field}>
                <label htmlFor={`factor-${factor.key}`}>{factor.label} ({factor.units})</label>
                <input
                  id={`factor-${factor.key}`} name={factor.key} inputMode="decimal" className={input} defaultValue={result?.values[factor.key] ?? ''}
                  aria-invalid={error ? true : undefined} aria-describedby={`factor-${factor.key}-hint${error ? ` factor-${factor.key}-error` : ''}`}
                />
                <p id={`factor-${factor.key}-hint`} className={hint}>{factor.min}–{factor.max} {factor.units}</p>
                {error ? <p id={`factor-${factor.key}-error`} className={fieldError}>{error}</p> : null}
              </div>
            );
          })}
        </div>
        <Button type="submit" isPending={busy}>Save test</Button>
      </Form>
    </div>
  );
}
