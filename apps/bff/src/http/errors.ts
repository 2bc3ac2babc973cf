import type { RequestValidationError } from '@ts-rest/express';
import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from 'express';
import { STATUS_CODES } from 'node:http';
import type { Logger } from 'pino';
import type { ZodError } from 'zod';
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

/** body-parser's errors (http-errors) and Express's own for an undecodable path parameter carry a status. */
interface BodyParserError extends Error {
  type?: string;
  status?: number;
  expose?: boolean;
}

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
    const bodyError = error as BodyParserError;
    if (bodyError.type === 'entity.parse.failed') {
      return sendProblem(res, { type: 'about:blank', title: 'Bad Request', status: 400, detail: 'The request body is not valid JSON.' }, requestId);
    }
    if (bodyError.type === 'entity.too.large') {
      return sendProblem(res, { type: 'about:blank', title: 'Payload Too Large', status: 413, detail: 'The request body is larger than 32 kB.' }, requestId);
    }
    if (bodyError.type === 'encoding.unsupported' || bodyError.type === 'charset.unsupported') {
      return sendProblem(res, { type: 'about:blank', title: 'Unsupported Media Type', status: 415, detail: bodyError.message }, requestId);
    }
    // A path parameter that is not valid percent-encoding (`/v1/catalog/pages/%E0%A4%A`): Express throws a
    // URIError with status 400. Like any path that cannot name anything here, a 404 (it used to be a 500).
    if (error instanceof URIError && bodyError.status === 400) {
      return sendProblem(res, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'The request path is not valid percent-encoding.' }, requestId);
    }
    // Any other client error of the body parser: a body that is not what its Content-Encoding says
    // (gzip that is not gzip), cut short, or longer than its Content-Length. Also used to be a 500.
    if (bodyError.expose && typeof bodyError.status === 'number' && bodyError.status >= 400 && bodyError.status < 500) {
      const title = STATUS_CODES[bodyError.status] ?? 'Bad Request';
      return sendProblem(res, { type: 'about:blank', title, status: bodyError.status, detail: 'The request body could not be read.' }, requestId);
    }
    logger.error({ err: error, reqId: requestId }, 'unhandled error');
    sendProblem(res, { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'Something went wrong on our side.' }, requestId);
  };
}
