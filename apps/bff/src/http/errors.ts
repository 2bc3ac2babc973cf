import type { RequestValidationError } from '@ts-rest/express';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { ZodError } from 'zod';
import { bodyParserProblem } from '@pool/http-kit';
import { HttpProblem, sendProblem } from './problem.js';

/** A zod error as the problem's `errors` map: field path → messages (`_` for the whole value). */
export function errorsMap(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : '_';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * ts-rest request validation as problems: a path parameter that cannot name anything (e.g. an
 * unknown category slug or a cart line that is not a uuid) is a 404; bad query, body or headers a
 * 400 with the field errors.
 */
export function requestValidationProblem(err: RequestValidationError, _req: Request, _res: Response, next: NextFunction): void {
  if (err.pathParams) {
    const message = err.pathParams.issues[0]?.message ?? 'Not found';
    return next(new HttpProblem(404, message));
  }
  const zodError = err.body ?? err.query ?? err.headers;
  const errors = zodError ? errorsMap(zodError) : {};
  const where = err.body ? 'body' : err.query ? 'query' : 'headers';
  next(new HttpProblem(400, `The request ${where} is invalid.`, { title: 'Bad Request', errors }));
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new HttpProblem(404, `No route for ${req.method} ${req.path}`));
};

/** The last middleware: every error becomes problem+json; unexpected ones are 500 without details. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const requestId = req.id === undefined ? undefined : String(req.id);
    if (res.headersSent) {
      logger.error({ err: error, reqId: requestId }, 'error after the response started');
      res.destroy();
      return;
    }
    if (error instanceof HttpProblem) {
      if (error.status >= 500) logger.warn({ err: error, reqId: requestId }, error.message);
      return sendProblem(res, error.problem, requestId);
    }
    // A path parameter that is not valid percent-encoding (`/v1/catalog/category/%E0%A4%A`): Express throws a
    // URIError with status 400. Like any path that cannot name anything here, a 404 (it used to be a 500).
    if (error instanceof URIError && (error as { status?: unknown }).status === 400) {
      return sendProblem(res, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'The request path is not valid percent-encoding.' }, requestId);
    }
    // Malformed JSON 400, too large 413, unknown charset or encoding 415, a body that is not what its
    // Content-Encoding says or cut short (any other client error of the body parser: used to be a 500).
    const parserProblem = bodyParserProblem(error, '32 kB');
    if (parserProblem) return sendProblem(res, parserProblem, requestId);
    logger.error({ err: error, reqId: requestId }, 'unhandled error');
    sendProblem(res, { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something went wrong on our side.' }, requestId);
  };
}
