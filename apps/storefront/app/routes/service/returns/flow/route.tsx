import { RETURN_WINDOW_DAYS, formatDateUtc } from '@pool/account-domain';
import { RETURN_CONDITIONS, RETURN_REASONS, type ReturnOrder } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Heading, SelectField, SubmitButton, TextField } from '@pool/ui';
import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect, useRef } from 'react';
import { bffFor, pageData } from '../../../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../../../components/error-page';
import { SITE_NAME } from '../../../../seo';
import { returnStepAtom } from '../../../../state/returns.atoms';
import { createReturn, rateParcel } from './flow.server';
import { LAST_RETURN_STEP, RETURN_STEPS, draftErrors, lineField, readParcel, readReturnDraft, type StepErrors } from '../return-form';
import * as css from '../returns.css';

const ORDER_NUMBER = /^[1-9][0-9]{0,8}$/;
const REASON_OPTIONS = RETURN_REASONS.map(([value, label]) => ({ value, label }));
const CONDITION_OPTIONS = RETURN_CONDITIONS.map(([value, label]) => ({ value, label }));

/**
 * `/return-an-order/{order}`: the numbered steps of a return (spec account.md 2, 4, 5). `{order}` is
 * an order number the session may return from (the signed-in customer's, or one a guest looked up),
 * or a return link (base64 of order id and email), which opens the order for the session first.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const key = params.orderId ?? '';
  const { bff, headers } = bffFor(request, context);
  if (!ORDER_NUMBER.test(key)) {
    const order = await pageData(bff.returns.link({ params: { encoded: key } }), headers);
    throw redirect(`/return-an-order/${order.id}`, { headers });
  }
  const order = await pageData(bff.returns.order({ params: { orderId: key } }), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ order, attemptKey: crypto.randomUUID().replace(/-/g, '') }, { headers });
}

/**
 * One action for every step, so the flow works as plain form posts: `next` checks the steps up to the
 * current one (going back to the first that fails), step 3 rates the parcel (only when there is no
 * shipment yet or the weight changed) and the last step creates the return. `back` goes one step back.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const orderId = params.orderId ?? '';
  if (!ORDER_NUMBER.test(orderId)) throw new Response(null, { status: 404 });
  const { bff, headers } = bffFor(request, context);
  const order = await pageData(bff.returns.order({ params: { orderId } }), headers);
  const form = await request.formData();
  const values = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const draft = readReturnDraft(form, order);
  const answer = (step: number, errors: StepErrors = {}, shipment = draft.shipment, status = 200) =>
    data({ step, errors, values, shipment }, { status, headers });
  if (form.get('intent') === 'back') return answer(Math.max(1, draft.step - 1));
  const failed = draftErrors(draft, order, draft.step);
  if (failed) return answer(failed.step, failed.errors, draft.shipment, 400);
  if (draft.step === 3) {
    const parcel = readParcel(draft);
    if (!('parcel' in parcel)) return answer(3, parcel.errors, draft.shipment, 400);
    const rated = await rateParcel(bff, order.id, draft, parcel.parcel);
    if ('error' in rated) return answer(3, { form: rated.error }, draft.shipment, rated.status);
    return answer(4, {}, rated.shipment);
  }
  if (draft.step === LAST_RETURN_STEP) {
    const created = await createReturn(bff, order.id, draft);
    if ('error' in created) return answer(created.step, { form: created.error }, draft.shipment, created.status);
    return redirect(`/returns/return-an-order?id=${created.id}`, { headers });
  }
  return answer(draft.step + 1);
}

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Return order #${loaded.order.id} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);

function StepHeading({ step, current }: { step: number; current: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Focus follows the step (not on the first render: the page's own focus stays where it is).
    if (step === current && !first.current) ref.current?.focus();
    first.current = false;
  }, [step, current]);
  return (
    <div ref={ref} tabIndex={-1} className={css.stepLegend}>
      <Heading level={2} size="lg" id={`return-step-${step}`}>
        Step {step} of {LAST_RETURN_STEP}: {RETURN_STEPS[step - 1]}
      </Heading>
    </div>
  );
}

function Alert({ message }: { message: string | undefined }) {
  return message ? <p role="alert" className={css.error}>{message}</p> : null;
}

function LinesStep({ order, values, errors, step }: { order: ReturnOrder; values: Record<string, string>; errors: StepErrors; step: number }) {
  return (
    <section className={css.stepSection} hidden={step !== 1} aria-labelledby="return-step-1">
      <StepHeading step={1} current={step} />
      <p className={css.muted}>
        Order #{order.id}, delivered {order.delivered_at ? formatDateUtc(order.delivered_at) : ''}. Products can be returned within {RETURN_WINDOW_DAYS} days of delivery
        {order.window_closes_at ? ` (until ${formatDateUtc(order.window_closes_at)})` : ''}.
      </p>
      <Alert message={errors.lines} />
      {order.lines.map((line, index) => {
        const id = `return-line-${index}`;
        return (
          <div key={line.sku} className={css.lineCard}>
            <div className={css.lineHeader}>
              <input type="checkbox" id={id} name={lineField('selected', index)} defaultChecked={values[lineField('selected', index)] !== undefined} disabled={line.returnable === 0} />
              <img src={line.image_url} alt="" className={css.thumb} width={64} height={64} />
              <label htmlFor={id}>
                <strong>{line.title}</strong> <span className={css.muted}>({line.sku})</span>
              </label>
            </div>
            <p className={css.muted}>
              Ordered {line.ordered} at {formatMoney(Math.round(line.unit_price * 100))}
              {line.returned > 0 ? `, ${line.returned} already returned` : ''}.
            </p>
            {line.returnable > 0 ? (
              <SelectField
                label={`Quantity to return of ${line.sku}`}
                name={lineField('quantity', index)}
                defaultValue={values[lineField('quantity', index)] ?? '1'}
                options={Array.from({ length: line.returnable }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))}
                errorMessage={errors[lineField('quantity', index)]}
              />
            ) : (
              <p className={css.muted}>Nothing left to return.</p>
            )}
          </div>
        );
      })}
    </section>
  );
}

function AnswersStep({ order, values, errors, step }: { order: ReturnOrder; values: Record<string, string>; errors: StepErrors; step: number }) {
  return (
    <section className={css.stepSection} hidden={step !== 2} aria-labelledby="return-step-2">
      <StepHeading step={2} current={step} />
      {order.lines.map((line, index) => {
        if (line.returnable === 0) return null;
        const selected = values[lineField('selected', index)] !== undefined;
        const commentId = `return-comment-${index}`;
        const ackId = `return-ack-${index}`;
        const commentError = errors[lineField('comment', index)];
        return (
          <div key={line.sku} className={css.lineCard} hidden={!selected}>
            <Heading level={3} size="md">
              {line.title} ({line.sku})
            </Heading>
            <div className={css.fieldRow}>
              <SelectField label="Reason" name={lineField('reason', index)} placeholder="Choose a reason" options={REASON_OPTIONS}
                defaultValue={values[lineField('reason', index)] ?? ''} errorMessage={errors[lineField('reason', index)]} />
              <SelectField label="Condition" name={lineField('condition', index)} placeholder="Choose a condition" options={CONDITION_OPTIONS}
                defaultValue={values[lineField('condition', index)] ?? ''} errorMessage={errors[lineField('condition', index)]} />
            </div>
            <div>
              <label htmlFor={commentId}>Comment</label>
              <textarea id={commentId} name={lineField('comment', index)} className={css.textArea} maxLength={1000} defaultValue={values[lineField('comment', index)] ?? ''}
                aria-invalid={commentError ? true : undefined} aria-describedby={commentError ? `${commentId}-error` : undefined} />
              {commentError ? <p id={`${commentId}-error`} className={css.error}>{commentError}</p> : null}
            </div>
            <div className={css.checkRow}>
              <input type="checkbox" id={ackId} name={lineField('ack', index)} defaultChecked={values[lineField('ack', index)] !== undefined}
                aria-describedby={errors[lineField('ack', index)] ? `${ackId}-error` : undefined} />
              <label htmlFor={ackId}>
                I have read the return policy: products go back within {RETURN_WINDOW_DAYS} days of delivery, with all their parts; the refund follows
                our inspection.
              </label>
            </div>
            {errors[lineField('ack', index)] ? <p id={`${ackId}-error`} className={css.error}>{errors[lineField('ack', index)]}</p> : null}
          </div>
        );
      })}
    </section>
  );
}

function PackageStep({ values, errors, step }: { values: Record<string, string>; errors: StepErrors; step: number }) {
  const field = (name: 'weight' | 'length' | 'width' | 'height', label: string) => (
    <TextField label={label} name={name} inputMode="decimal" defaultValue={values[name] ?? ''} errorMessage={errors[name]} />
  );
  return (
    <section className={css.stepSection} hidden={step !== 3} aria-labelledby="return-step-3">
      <StepHeading step={3} current={step} />
      <p className={css.muted}>Weigh and measure the package you will send back: we rate it with our carriers.</p>
      <div className={css.fieldRow}>
        {field('weight', 'Weight (lb)')}
        {field('length', 'Length (in)')}
        {field('width', 'Width (in)')}
        {field('height', 'Height (in)')}
      </div>
      <div className={css.checkRow}>
        <input type="checkbox" id="return-different-package" name="isDifferentPackage" defaultChecked={values.isDifferentPackage !== undefined} />
        <label htmlFor="return-different-package">I am sending the products in a different package than they came in</label>
      </div>
    </section>
  );
}

function ShippingStep({ shipment, values, errors, step }: {
  shipment: ReturnType<typeof readReturnDraft>['shipment']; values: Record<string, string>; errors: StepErrors; step: number;
}) {
  return (
    <section className={css.stepSection} hidden={step !== 4} aria-labelledby="return-step-4">
      <StepHeading step={4} current={step} />
      <Alert message={errors.rateId} />
      {shipment ? (
        <fieldset className={css.stepSection}>
          <legend>Shipping rates for a {shipment.parcel.weight} lb package</legend>
          {shipment.rates.map((rate) => (
            <div key={rate.rateId} className={css.checkRow}>
              <input type="radio" id={`rate-${rate.rateId}`} name="rateId" value={rate.rateId} defaultChecked={values.rateId === rate.rateId} />
              <label htmlFor={`rate-${rate.rateId}`}>
                {rate.carrier} {rate.service}: {formatMoney(Math.round(rate.amount * 100))}, about {rate.estimated_days} business days
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}

export default function ReturnFlowPage() {
  const { order, attemptKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const serverStep = result?.step ?? 1;
  useHydrateAtoms(new Map([[returnStepAtom, serverStep]]));
  const [step, setStep] = useAtom(returnStepAtom);
  useEffect(() => {
    setStep(serverStep);
  }, [result, serverStep, setStep]);
  const busy = useNavigation().state === 'submitting';
  const values: Record<string, string> = result?.values ?? {};
  const errors: StepErrors = result?.errors ?? {};
  const shipment = result?.shipment ?? null;

  if (order.window !== 'open' || order.lines.every((l) => l.returnable === 0)) {
    return (
      <div className={css.returnsPage}>
        <Heading level={2} size="lg">
          Order #{order.id}
        </Heading>
        <p role="status">{order.window_message ?? 'Everything on this order has already been returned.'}</p>
        <p>
          <a href="/return-an-order/select-an-order">Choose another order</a>
        </p>
      </div>
    );
  }

  return (
    <div className={css.returnsPage}>
      <Form method="post" noValidate className={css.stepSection}>
        <input type="hidden" name="step" value={step} />
        <input type="hidden" name="attemptKey" value={values.attemptKey ?? attemptKey} />
        <input type="hidden" name="shipment" value={shipment ? JSON.stringify(shipment) : ''} />
        <LinesStep order={order} values={values} errors={errors} step={step} />
        <AnswersStep order={order} values={values} errors={errors} step={step} />
        <PackageStep values={values} errors={errors} step={step} />
        <ShippingStep shipment={shipment} values={values} errors={errors} step={step} />
        <Alert message={errors.form} />
        <div className={css.actions}>
          {step > 1 ? (
            <button
              type="submit"
              name="intent"
              value="back"
              className={css.plainButton}
              onClick={(event) => {
                // With JavaScript the step lives in the atom: back is a step, not a round trip.
                event.preventDefault();
                setStep(Math.max(1, step - 1));
              }}
            >
              Back
            </button>
          ) : null}
          <SubmitButton name="intent" value="next" isPending={busy}>
            {step === 3 ? 'Get shipping rates' : step === LAST_RETURN_STEP ? 'Submit return' : 'Next'}
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
