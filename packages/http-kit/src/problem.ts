import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';

/** The media type of an RFC 9457 problem body, the error format of every server of the store. */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** An RFC 9457 problem as the store's servers send it (the api-contract's `ProblemSchema`). */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  errors?: Record<string, string[]>;
  requestId?: string;
}

/**
 * A problem body for `status`: `type` defaults to `about:blank` and `title` to the status text.
 *
 * @example
 * ```ts
 * problemOf(415, { detail: 'Send JSON.' }); // { type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: 'Send JSON.' }
 * ```
 */
export function problemOf(status: number, fields: Partial<Omit<ProblemBody, 'status'>> = {}): ProblemBody {
  return { type: 'about:blank', title: STATUS_CODES[status] ?? 'Error', ...fields, status };
}

/** Sends a problem: its status, media type, `no-store` (an error is never cached) and JSON body. */
export function writeProblem(res: ServerResponse, problem: ProblemBody, extraHeaders: Record<string, string> = {}): void {
  res.statusCode = problem.status;
  res.setHeader('content-type', PROBLEM_CONTENT_TYPE);
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
  res.end(JSON.stringify(problem));
}

interface BodyParserError {
  type?: unknown;
  status?: unknown;
  expose?: unknown;
  message?: unknown;
}

/**
 * The problem for an error of Express's body parsers (malformed JSON 400, too large 413, an unknown
 * charset or encoding 415, any other client error they expose), or null for any other error.
 *
 * @example
 * ```ts
 * bodyParserProblem({ type: 'entity.too.large', status: 413 }, '32 kB')?.status; // 413
 * ```
 */
export function bodyParserProblem(error: unknown, limit: string): ProblemBody | null {
  if (typeof error !== 'object' || error === null) return null;
  const { type, status, expose, message } = error as BodyParserError;
  if (type === 'entity.parse.failed') return problemOf(400, { title: 'Bad Request', detail: 'The request body is not valid JSON.' });
  if (type === 'entity.too.large') return problemOf(413, { detail: `The request body is larger than ${limit}.` });
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return problemOf(415, { detail: typeof message === 'string' ? message : 'Unsupported encoding.' });
  }
  // Any other client error of the parser: a body that is not what its Content-Encoding says, cut short...
  if (expose === true && typeof status === 'number' && status >= 400 && status < 500) {
    return problemOf(status, { detail: 'The request body could not be read.' });
  }
  return null;
}
