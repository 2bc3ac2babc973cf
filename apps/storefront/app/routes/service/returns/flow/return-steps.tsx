import { RETURN_WINDOW_DAYS, formatDateUtc } from '@pool/account-domain';
import { RETURN_CONDITIONS, RETURN_REASONS, type ReturnOrder } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Heading, SelectField, TextField } from '@pool/ui';
import { useEffect, useRef } from 'react';
import { LAST_RETURN_STEP, RETURN_STEPS, lineField, type readReturnDraft, type StepErrors } from '../return-form';
import * as css from '../returns.css';
import { keepNumericKeys } from '../../../../lib/numeric-keys';

const REASON_OPTIONS = RETURN_REASONS.map(([value, label]) => ({ value, label }));
const CONDITION_OPTIONS = RETURN_CONDITIONS.map(([value, label]) => ({ value, label }));

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

export function Alert({ message }: { message: string | undefined }) {
  return message ? <p role="alert" className={css.error}>{message}</p> : null;
}

export function LinesStep({ order, values, errors, step }: { order: ReturnOrder; values: Record<string, string>; errors: StepErrors; step: number }) {
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

export function AnswersStep({ order, values, errors, step }: { order: ReturnOrder; values: Record<string, string>; errors: StepErrors; step: number }) {
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

export function PackageStep({ values, errors, step }: { values: Record<string, string>; errors: StepErrors; step: number }) {
  const field = (name: 'weight' | 'length' | 'width' | 'height', label: string) => (
    <TextField label={label} name={name} inputMode="decimal" onKeyDown={keepNumericKeys} defaultValue={values[name] ?? ''} errorMessage={errors[name]} />
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

export function ShippingStep({ shipment, values, errors, step }: {
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
