import type { PaymentNextAction, PaymentProblem } from '@pool/api-contract';
import { writeProblem } from '@pool/http-kit';
import type { Request, Response } from 'express';
import { STATUS_CODES } from 'node:http';

/** A problem's members beside its status and title; `nextAction` only on a checkout's 402 (docs/decisions/0078). */
export interface ProblemExtra { detail?: string; errors?: Record<string, string[]>; nextAction?: PaymentNextAction }

/**
 * A failure with an HTTP meaning. Services throw it; the error handler turns it into problem+json.
 * `title` is what the storefront shows for 409/422, so it carries the user-facing message.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly extra: ProblemExtra = {},
  ) {
    super(title);
    this.name = 'HttpError';
  }
}

export const notFound = (detail: string) => new HttpError(404, 'Not Found', { detail });
export const unprocessable = (title: string, errors?: Record<string, string[]>) => new HttpError(422, title, { errors });
export const unauthorized = () => new HttpError(401, 'Token is expired or incorrect.');

/** Writes an RFC 9457 body with the request id, so a user-reported error can be found in the logs. */
export function sendProblem(
  req: Request,
  res: Response,
  status: number,
  title: string = STATUS_CODES[status] ?? 'Error',
  { type = 'about:blank', ...extra }: ProblemExtra & { type?: string } = {},
): void {
  const body: PaymentProblem = {
    type,
    title,
    status,
    ...extra,
    instance: req.originalUrl,
    requestId: typeof req.id === 'string' ? req.id : undefined,
  };
  writeProblem(res, body);
}
