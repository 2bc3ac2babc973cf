import { RETURN_FIRST_STEP } from '@pool/account-domain';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { returnStepAtom } from '../../../state/returns.atoms';

/** Pages of the Returns layout outside the numbered steps start the layout's Back at step 1 again. */
export function useReturnStepReset(): void {
  const setStep = useSetAtom(returnStepAtom);
  useEffect(() => setStep(RETURN_FIRST_STEP), [setStep]);
}
