import type { RequestValidationError } from '@ts-rest/express';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { ZodError } from 'zod';
import { bodyParserProblem } from '@pool/http-kit';
import { HttpError, sendProblem } from './problem.js';

function addIssues(errors: Record<string, string[]>, zodError: ZodError | null, prefix?: string): void {
  for (const issue of zodError?.issues ?? []) {
    const key = [prefix, ...issue.path].filter((p) => p !== undefined && p !== '').join('.') || (prefix ?? 'body');
    (errors[key] ??= []).push(issue.message);
  }
}

/** ts-rest request validation → 400 problem+json with an errors map (field → messages). */
export function validationErrorHandler(err: RequestValidationError, req: Request, res: Response, _next: NextFunction): void {
  // A missing or malformed bearer token is an authentication failure, not a bad request.
  if (err.headers?.issues.some((issue) => issue.path[0] === 'authorization')) {
    sendProblem(req, res, 401, 'Token is expired or incorrect.');
    return;
  }
  const errors: Record<string, string[]> = {};
  addIssues(errors, err.pathParams);
  addIssues(errors, err.headers, 'headers');
  addIssues(errors, err.query);
  addIssues(errors, err.body);
  const fields = Object.keys(errors);
  sendProblem(req, res, 400, 'Invalid request', {
    detail: `Check ${fields.join(', ')}: ${Object.values(errors).flat().join('; ')}`,
    errors,
  });
}

export const notFoundHandler: RequestHandler = (req, res) => {
  sendProblem(req, res, 404, 'Not Found', { detail: `No route for ${req.method} ${req.path}` });
};

/** The last middleware: every failure leaves as problem+json, and never with a stack trace. */
export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  if (res.headersSent) {
    req.log?.error({ err: error }, 'error after the response started');
    res.end();
    return;
  }
  if (error instanceof HttpError) {
    sendProblem(req, res, error.status, error.title, error.extra);
    return;
  }
  // A path parameter that is not valid percent-encoding (`/api/viewed/%zz`): Express throws a URIError
  // with status 400 and no `expose`, which used to fall through to a 500.
  if (error instanceof URIError && (error as { status?: unknown }).status === 400) {
    sendProblem(req, res, 400, 'Bad Request', { detail: 'The request path is not valid percent-encoding.' });
    return;
  }
  const parserProblem = bodyParserProblem(error, '100kb');
  if (parserProblem) {
    sendProblem(req, res, parserProblem.status, parserProblem.title, { detail: parserProblem.detail });
    return;
  }
  req.log?.error({ err: error }, 'unhandled error');
  sendProblem(req, res, 500, 'Internal Server Error', { detail: 'Something went wrong on our side. Try again later.' });
};
