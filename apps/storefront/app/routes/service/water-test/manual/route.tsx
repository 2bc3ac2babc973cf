import type { WaterCarePlanView } from '@pool/api-contract';
import { SubmitButton } from '@pool/ui';
import { STEP_ACTIONS } from '@pool/water-care';
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useNavigation } from '@remix-run/react';
import { z } from 'zod';
import { RouteErrorBoundary } from '../../../../components/error-page';
import { errorText, message, muted } from '../../../../components/water-care/water-care.css';
import { WaterTestFields } from '../../../../components/water-care/water-test-fields';
import { hiddenFieldsOf, parseWaterTest, valuesFrom, type WaterTestErrors, type WaterTestValues } from '../../../../components/water-care/water-test-form';
import { WaterTestResult } from '../../../../components/water-care/water-test-result';
import { SITE_NAME } from '../../../../seo';
import { addPlanToCart, planFor } from './water-test.server';
import { PageColumn } from '../../../../components/page-column';

const IntentSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('plan') }),
  z.object({ intent: z.literal('add-plan') }),
  z.object({ intent: z.literal('add-step'), step: z.enum(STEP_ACTIONS) }),
]);

type ActionData = {
  values: WaterTestValues;
  errors: WaterTestErrors;
  plan?: WaterCarePlanView;
  hiddenFields?: Record<string, string>;
  notice?: string;
  error?: string;
};

function assertExactPath(request: Request) {
  if (new URL(request.url).pathname !== '/water-test/manual') throw new Response(null, { status: 404 });
}

export function loader({ request }: { request: Request }) {
  assertExactPath(request);
  return null;
}

/**
 * `intent` = plan (the form: readings → result), add-plan ('Add the whole plan to cart': the cart page
 * follows) or add-step (one step's product; the result shows again with a notice). Plain posts, so the
 * page works without JavaScript; the BFF computes the plan again for every add (docs/decisions/0028).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertExactPath(request);
  const form = await request.formData();
  const values = valuesFrom(form);
  const intent = IntentSchema.safeParse({ intent: form.get('intent') ?? 'plan', step: form.get('step') ?? undefined });
  if (!intent.success) return data<ActionData>({ values, errors: {}, error: 'That action is not known.' }, { status: 400 });
  const parsed = parseWaterTest(values);
  if (!parsed.ok) return data<ActionData>({ values, errors: parsed.errors }, { status: 422 });
  const hiddenFields = hiddenFieldsOf(parsed.body);

  if (intent.data.intent !== 'plan') {
    const added = await addPlanToCart(request, context, parsed.body, intent.data.intent === 'add-step' ? [intent.data.step] : undefined);
    if (added.ok && intent.data.intent === 'add-plan') return redirect('/cart', { status: 303, headers: added.headers });
    const planned = await planFor(request, context, parsed.body);
    const plan = planned.ok ? planned.plan : undefined;
    if (!added.ok) return data<ActionData>({ values, errors: {}, plan, hiddenFields, error: added.message }, { status: added.status, headers: added.headers });
    return data<ActionData>({ values, errors: {}, plan, hiddenFields, notice: added.notice }, { headers: added.headers });
  }

  const planned = await planFor(request, context, parsed.body);
  if (!planned.ok) return data<ActionData>({ values, errors: planned.errors ?? {}, error: planned.message }, { status: planned.status });
  return data<ActionData>({ values, errors: {}, plan: planned.plan, hiddenFields });
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction = () => [
  { title: `Water Test | ${SITE_NAME}` },
  { name: 'description', content: 'Enter your pool water test and get a dosed treatment plan you can add to your cart in one click.' },
];

export default function ManualWaterTestPage() {
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const values = result?.values ?? {};
  const errors = result?.errors ?? {};
  const errorCount = Object.keys(errors).length;
  return (
    <PageColumn title="Water test">
      <p className={muted}>
        Enter your pool and the readings of your test strip or kit. We show each reading against its target, the water&apos;s balance and a
        treatment plan dosed for your pool, in the order to add it. No account needed.
      </p>
      {errorCount > 0 ? (
        <p role="alert" className={errorText}>
          {errorCount === 1 ? 'Please correct the field below.' : `Please correct the ${errorCount} fields below.`}
        </p>
      ) : null}
      {/* The key resets the uncontrolled fields to what was posted when a new answer arrives. */}
      <Form method="post" noValidate key={JSON.stringify(values)}>
        <input type="hidden" name="intent" value="plan" />
        <WaterTestFields values={values} errors={errors} />
        <p>
          <SubmitButton isPending={busy}>See my treatment plan</SubmitButton>
        </p>
      </Form>
      {result?.notice ? <p role="status" className={message}>{result.notice}</p> : null}
      {result?.error ? <p role="alert" className={errorText}>{result.error}</p> : null}
      {result?.plan && result.hiddenFields ? <WaterTestResult plan={result.plan} hiddenFields={result.hiddenFields} busy={busy} /> : null}
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
