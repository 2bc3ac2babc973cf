import { STEP_ACTIONS, type StepAction } from '@pool/water-care';
import { Heading } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link as RemixLink, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { bffFor, pageData } from '../../../../.server/bff';
import { WaterTestResult } from '../../../../components/water-care/water-test-result';
import { addPlanToCart, planFor } from '../../../service/water-test/manual/water-test.server';
import { poolOf } from '../pools.server';
import { alert, stack } from '../pools.css';
import { planBodyOf, retestDate } from '../pool-water';

async function savedTest(request: Request, context: Parameters<typeof bffFor>[1], params: { id?: string; testId?: string }) {
  const { bff, headers } = bffFor(request, context);
  const { pool } = await poolOf(bff, headers, params.id);
  if (!pool || !/^\d{1,10}$/.test(params.testId ?? '')) throw new Response(null, { status: 404, headers });
  const test = await pageData(bff.pools.getTest({ params: { id: pool.id, testId: Number(params.testId) } }), headers);
  return { bff, headers, pool, test };
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { headers, pool, test } = await savedTest(request, context, params);
  const plan = await planFor(request, context, planBodyOf(pool, test));
  headers.set('cache-control', 'private, no-store');
  return data({ pool, test, plan: plan.ok ? plan.plan : null, planProblem: plan.ok ? null : plan.message }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: `Water test ${loaded?.test.date ?? ''} | Pool Supplies` }, { name: 'robots', content: 'noindex' }];

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('add-plan') }),
  z.object({ intent: z.literal('add-step'), step: z.enum(STEP_ACTIONS) }),
]);

/**
 * Adds the plan (or one step) to the cart in one click and records it as the test's treatment, with
 * the plan's retest date (the pool page's reminder; the next test compares expected with measured).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { bff, headers, pool, test } = await savedTest(request, context, params);
  const parsed = Intent.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) throw new Response(null, { status: 400, headers });
  const body = planBodyOf(pool, test);
  const actions: StepAction[] | undefined = parsed.data.intent === 'add-step' ? [parsed.data.step] : undefined;
  const added = await addPlanToCart(request, context, body, actions);
  for (const cookie of added.headers.getSetCookie()) headers.append('set-cookie', cookie);
  if (!added.ok) return data({ message: added.message }, { status: added.status, headers });
  const plan = await planFor(request, context, body);
  if (plan.ok) {
    const steps = plan.plan.steps.filter((s) => s.product && s.amount && (!actions || actions.includes(s.action)));
    await bff.pools.treatment({
      params: { id: pool.id, testId: test.id },
      body: {
        steps: steps.map((s) => ({ name: s.product!.title.slice(0, 120), sku: s.product!.sku.slice(0, 64), amount: s.amount!.value, units: s.amount!.unit.replace('_', ' '), expected: { key: s.factor, value: s.to } })),
        retest_on: retestDate(test.date, plan.plan.retest_after_hours),
      },
    });
  }
  return redirect(`/cart`, { headers });
}

/** One saved water test: each reading against its range, the CSI and the treatment plan with one-click add to cart. */
export default function WaterTestResultPage() {
  const { pool, test, plan, planProblem } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className={stack}>
      <Heading level={1} size="lg">Water test of {test.date}: {pool.name}</Heading>
      {result?.message ? <p role="alert" className={alert}>{result.message}</p> : null}
      {plan ? <WaterTestResult plan={plan} hiddenFields={{}} busy={busy} /> : <p role="alert" className={alert}>{planProblem}</p>}
      {test.treatment ? <p>Treatment saved{test.treatment.retest_on ? `; retest on ${test.treatment.retest_on}` : ''}.</p> : null}
      <p><RemixLink to={`/account/pool-profiles/${pool.id}?tab=water_tests`}>Back to the test history</RemixLink></p>
    </div>
  );
}
