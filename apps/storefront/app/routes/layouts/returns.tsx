import { returnStepBack } from '@pool/account-domain';
import { Heading } from '@pool/ui';
import { useNavigate } from '@remix-run/react';
import { useAtom } from 'jotai';
import type { ReactNode } from 'react';
import { framedLayout } from '../../components/error-page';
import { DefaultFrame } from '../../components/layout';
import { useShell } from '../../components/shell/use-shell';
import { returnStepAtom } from '../../state/returns.atoms';
import { backLink, returnsHeader } from './layouts.css';

/**
 * Back/Cancel of the return flow: one step back, at step 1 the browser's back, else home
 * (account-domain's `returnStepBack`). Without JavaScript it is a link home.
 */
function ReturnBackButton() {
  const [step, setStep] = useAtom(returnStepAtom);
  const navigate = useNavigate();
  return (
    <a
      href="/"
      className={backLink}
      onClick={(event) => {
        event.preventDefault();
        const target = returnStepBack(step, { canGoBack: window.history.length > 1 });
        if (target.type === 'step') setStep(target.step);
        else if (target.type === 'history') navigate(-1);
        else navigate(target.to);
      }}
    >
      <span aria-hidden="true">‹</span> Back
    </a>
  );
}

function ReturnsFrame({ children }: { children: ReactNode }) {
  return (
    <DefaultFrame shell={useShell()}>
      <div className={returnsHeader}>
        <ReturnBackButton />
        <Heading level={1} size="xl">
          Return a Product
        </Heading>
      </div>
      {children}
    </DefaultFrame>
  );
}

/** The returns layout (spec site-shell.md 2.5): titled 'Return a Product', with the stepwise Back. */
const layout = framedLayout(ReturnsFrame);
export default layout.Layout;
export const ErrorBoundary = layout.ErrorBoundary;
