import type { Problem } from '@pool/api-contract';
import { writeProblem } from '@pool/http-kit';
import type { Response } from 'express';
import { STATUS_CODES } from 'node:http';

/**
 * An error that is answered as an RFC 9457 problem. Throw it anywhere in a request; the error
 * handler turns it into `application/problem+json` with this status.
 */
export class HttpProblem extends Error {
  readonly status: number;
  readonly problem: Omit<Problem, 'requestId'>;

  constructor(status: number, detail?: string, extra: Partial<Omit<Problem, 'status'>> = {}) {
    const title = extra.title ?? STATUS_CODES[status] ?? 'Error';
    super(detail ?? title);
    this.name = 'HttpProblem';
    this.status = status;
    this.problem = { type: 'about:blank', ...extra, title, status, ...(detail === undefined ? {} : { detail }) };
  }

  /** Passes an upstream problem on as it is (same status, title, detail, errors map and extension members, such as a checkout 402's `nextAction`). */
  static fromUpstream(problem: Problem): HttpProblem {
    const { requestId: _requestId, status, detail, ...rest } = problem;
    return new HttpProblem(status, detail, rest);
  }
}

export const notFound = (detail: string): HttpProblem => new HttpProblem(404, detail);

/** Writes a problem body (http-kit: media type, `no-store`); the request id ties it to the logs. */
export function sendProblem(res: Response, problem: Omit<Problem, 'requestId'>, requestId?: string): void {
  writeProblem(res, { ...problem, ...(requestId ? { requestId } : {}) });
}

/** One line about a failure (the chain of causes), for logs that should not carry stacks. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  while (current instanceof Error && parts.length < 4) {
    parts.push(current.message);
    current = current.cause;
  }
  return parts.length > 0 ? parts.join(': ') : String(error);
}
