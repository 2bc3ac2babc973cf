import { Button, Heading } from '@pool/ui';
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { bffFor } from '../../../../.server/bff';
import { WaterTestReadingFields } from '../../../../components/water-care/water-test-fields';
import { poolOf } from '../pools.server';
import { alert, hint, stack } from '../pools.css';
import { profileOfPool } from '../pool-water';
import { saveWaterTest } from '../water-test-save.server';

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  headers.set('cache-control', 'private, no-store');
  return data({ pool }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Manual water test${loaded ? ` for ${loaded.pool.name}` : ''} | Pool Supplies` }, { name: 'robots', content: 'noindex' }];

/** Saves the entered readings (empty fields are left out; @pool/water-care's rules) and shows the result page. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool) throw new Response(null, { status: 404, headers });
  return saveWaterTest({ request, context, bff, headers }, pool, await request.formData(), 'manual');
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
      {result?.message ? <p role="alert" className={alert}>{result.message}</p> : null}
      <Form method="post" noValidate className={stack}>
        <WaterTestReadingFields profile={profileOfPool(pool)} values={result?.values ?? {}} errors={result?.errors ?? {}} />
        <Button type="submit" isPending={busy}>Save test</Button>
      </Form>
    </div>
  );
}
