import type { WaterCarePlanView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Heading, SubmitButton } from '@pool/ui';
import { balanceOf, CSI_BALANCED } from '@pool/water-care';
import { Form } from '@remix-run/react';
import { cell, errorText, inlineForm, message, muted, section, status as statusClass, step as stepClass, steps as stepsClass, table } from './water-care.css';
import { rangeText } from './water-test-fields';
import { ColumnHeads } from '../column-heads';

const STATUS_TEXT = { low: 'Low', ok: 'OK', high: 'High' } as const;
const BALANCE_TEXT = { corrosive: 'corrosive: etches plaster', balanced: 'balanced', scaling: 'scaling' } as const;
const signed = (v: number) => `${v >= 0 ? '+' : '−'}${Math.abs(v).toFixed(2)}`;

/** Each reading against its range (low / ok / high), with units and where the range comes from. */
export function ReadingsTable({ readings, profileName }: { readings: WaterCarePlanView['readings']; profileName: string }) {
  return (
    <section className={section} aria-labelledby="water-readings-heading">
      <Heading level={2} size="lg" id="water-readings-heading">Your readings</Heading>
      <p className={muted}>Target ranges for: {profileName}.</p>
      <table className={table}>
        <ColumnHeads className={cell} columns={['Factor', 'Reading', 'Target', 'Status']} />
        <tbody>
          {readings.map((r) => (
            <tr key={r.key} data-factor={r.key}>
              <th className={cell} scope="row">{r.label}</th>
              <td className={cell}>{r.value}{r.units === 'pH' ? '' : ` ${r.units}`}</td>
              <td className={cell}>{rangeText(r, r.units)}</td>
              <td className={`${cell} ${statusClass[r.status]}`}>{STATUS_TEXT[r.status]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The Calcite Saturation Index now and after the plan (−0.3 … +0.3 is balanced). */
export function CsiBalance({ before, after }: { before: number | null; after: number | null }) {
  return (
    <section className={section} aria-labelledby="water-balance-heading">
      <Heading level={2} size="lg" id="water-balance-heading">Balance (CSI)</Heading>
      {before === null ? (
        <p className={muted}>Enter pH, Total Alkalinity and Calcium Hardness to see the balance.</p>
      ) : (
        <p className={message}>
          Now {signed(before)} ({BALANCE_TEXT[balanceOf(before)]})
          {after !== null && after !== before ? `; after the plan ${signed(after)} (${BALANCE_TEXT[balanceOf(after)]})` : ''}.
        </p>
      )}
      <p className={muted}>{`${signed(CSI_BALANCED.low)} to ${signed(CSI_BALANCED.high)} is balanced; above scales, below etches plaster.`}</p>
    </section>
  );
}

function Hidden({ fields }: { fields: Record<string, string> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
    </>
  );
}

/**
 * The ordered treatment plan: each step's amount in the product's units, the product in whole
 * packages with the leftover, why, how and when to retest; 'Add the whole plan to cart' and one add
 * button a step. The add forms post `hiddenFields` (whatever the page's action needs to compute the
 * plan again: the guest page posts the test itself, a saved test its ids) with `intent` `add-plan` or
 * `add-step` and `step` = the step's action; plain posts, so they work without JavaScript.
 */
export function TreatmentPlanSteps({ plan, hiddenFields, action, busy }: {
  plan: WaterCarePlanView;
  hiddenFields: Record<string, string>;
  action?: string;
  busy?: boolean;
}) {
  const buyable = plan.steps.filter((s) => s.product);
  return (
    <section className={section} aria-labelledby="water-plan-heading">
      <Heading level={2} size="lg" id="water-plan-heading">Treatment plan</Heading>
      {plan.steps.length === 0 ? <p className={message}>Your water is in range: nothing to add.</p> : (
        <>
          <p className={muted}>Do the steps in this order, with the pump running; each amount is for the water the step before leaves.</p>
          <ol className={stepsClass}>
            {plan.steps.map((s) => (
              <li key={s.action} className={stepClass} data-step={s.action}>
                <Heading level={3} size="md">
                  {s.amount ? `${s.product?.title ?? s.chemical?.replace(/_/g, ' ') ?? 'Drain'}: ${s.amount.text}` : 'Advice'}
                </Heading>
                <p className={message}>{s.why}</p>
                <p className={muted}>{s.how}</p>
                {s.product ? (
                  <p className={muted}>
                    Buy {s.product.quantity} × {s.product.package_label} ({formatMoney(s.product.price)} each, {formatMoney(s.product.line_total)});
                    {' '}{s.product.leftover.value > 0 ? `${s.product.leftover.text} left over.` : 'nothing left over.'}
                  </p>
                ) : s.chemical ? <p className={errorText}>No product that fits is available right now.</p> : null}
                <p className={muted}>{s.retest}</p>
                {s.product ? (
                  <Form method="post" action={action} className={inlineForm}>
                    <Hidden fields={hiddenFields} />
                    <input type="hidden" name="step" value={s.action} />
                    <SubmitButton name="intent" value="add-step" variant="secondary" size="sm" isPending={busy}
                      aria-label={`Add ${s.product.quantity} × ${s.product.title} to cart`}>
                      Add to cart
                    </SubmitButton>
                  </Form>
                ) : null}
              </li>
            ))}
          </ol>
          {buyable.length > 0 ? (
            <Form method="post" action={action} className={inlineForm}>
              <Hidden fields={hiddenFields} />
              <SubmitButton name="intent" value="add-plan" isPending={busy}>Add the whole plan to cart</SubmitButton>
              <span className={message}>{formatMoney(plan.total)}</span>
            </Form>
          ) : null}
          <p className={muted}>Test the whole water again in {plan.retest_after_hours >= 24 ? `${Math.round(plan.retest_after_hours / 24)} day(s)` : `${plan.retest_after_hours} hours`}.</p>
        </>
      )}
    </section>
  );
}

/** A water test's result: readings against their ranges, the CSI balance and the treatment plan. */
export function WaterTestResult(props: { plan: WaterCarePlanView; hiddenFields: Record<string, string>; action?: string; busy?: boolean }) {
  return (
    <>
      <ReadingsTable readings={props.plan.readings} profileName={props.plan.profile_name} />
      <CsiBalance before={props.plan.csi_before} after={props.plan.csi_after} />
      <TreatmentPlanSteps {...props} />
    </>
  );
}
