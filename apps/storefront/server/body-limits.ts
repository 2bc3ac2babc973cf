import type { RequestHandler } from 'express';
import { problemOf, writeProblem } from '@pool/http-kit';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Content types the store's forms and fetchers send (a `<form>` post, Remix fetchers, our own fetch). */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

function problem(res: Parameters<RequestHandler>[1], status: number, title: string, detail: string): void {
  writeProblem(res, problemOf(status, { title, detail }), { connection: 'close' });
}

/**
 * The actions that take a photo (multipart, field `image`): the scan page, a pool's photo water test
 * and a pool's photos, as a form posts them or as Remix's fetch does (`.data`). Only these may post a
 * body as large as a phone's photo (docs/decisions/0053).
 */
export const PHOTO_UPLOAD_PATH = /^\/(scan|account\/pool-profiles\/[^/]+(\/photo)?)(\.data|\/)?$/;

/**
 * Refuses a write whose body the store's actions could not or should not read, before Remix buffers it:
 * - 415 for a body that is not a form (`text/plain`, JSON, XML…): every action reads `formData()`;
 * - 411 for a body of unknown length (chunked): browsers always send a form's `Content-Length`, and
 *   with it Node's parser never reads past the declared size;
 * - 413 for a declared length over `maxBytes` (the connection is closed, so the body is never read),
 *   or over `uploads.maxBytes` for a multipart post to a path `uploads.path` matches (a photo form).
 * Empty writes (a logout button) pass.
 *
 * @example
 * ```ts
 * app.use(bodyLimits({ maxBytes: 64 * 1024 }));
 * ```
 */
export function bodyLimits({ maxBytes, uploads }: { maxBytes: number; uploads?: { path: RegExp; maxBytes: number } }): RequestHandler {
  return (req, res, next) => {
    if (!BODY_METHODS.has(req.method)) return next();
    const length = req.headers['content-length'];
    const chunked = req.headers['transfer-encoding'] !== undefined;
    if (!chunked && (length === undefined || length === '0')) return next();
    const type = (req.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
    if (!FORM_TYPES.has(type)) {
      return problem(res, 415, 'Unsupported Media Type', 'Send this form as application/x-www-form-urlencoded or multipart/form-data.');
    }
    if (chunked || length === undefined) {
      return problem(res, 411, 'Length Required', 'A form body needs a Content-Length.');
    }
    const limit = uploads && type === 'multipart/form-data' && uploads.path.test(req.path) ? uploads.maxBytes : maxBytes;
    if (!/^\d+$/.test(length) || Number(length) > limit) {
      return problem(res, 413, 'Content Too Large', `A form may be at most ${Math.floor(limit / 1024)} KiB.`);
    }
    next();
  };
}
