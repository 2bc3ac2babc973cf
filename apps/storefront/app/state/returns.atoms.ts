import { RETURN_FIRST_STEP } from '@pool/account-domain';
import { atom } from 'jotai';

/** The current step of the return flow (spec site-shell.md 3, "return (return step number)"), from 1. */
export const returnStepAtom = atom(RETURN_FIRST_STEP);
