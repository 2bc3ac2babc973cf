import { requestValidationProblem } from './errors.js';

/**
 * How every router serves its contract (`createExpressEndpoints`' options): no start-up log, answers
 * checked against the contract unless `validateResponses` is false, and bad requests answered as
 * problems (see {@link requestValidationProblem}).
 */
export function endpointOptions(validateResponses: boolean | undefined) {
  return { logInitialization: false, responseValidation: validateResponses ?? true, requestValidationErrorHandler: requestValidationProblem };
}
