import { Heading, SubmitButton } from '@pool/ui';
import type { HeadersFunction, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useAtom } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useEffect } from 'react';
import { RouteErrorBoundary, errorMeta } from '../../../../components/error-page';
import { SITE_NAME } from '../../../../seo';
import { returnStepAtom } from '../../../../state/returns.atoms';
import type { action, loader } from './flow.server';
import { LAST_RETURN_STEP, type StepErrors } from '../return-form';
import { Alert, AnswersStep, LinesStep, PackageStep, ShippingStep } from './return-steps';
import * as css from '../returns.css';

export { action, loader } from './flow.server';

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) =>
  loaded ? [{ title: `Return order #${loaded.order.id} | ${SITE_NAME}` }, { name: 'robots', content: 'noindex' }] : errorMeta(error);
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
