import type { RequestHandler } from 'express';
import { sendProblem } from './problem.js';

/** Nesting deeper than this is not looked into (a 100 kB JSON body can nest thousands deep). */
const MAX_DEPTH = 64;

/** Whether a decoded value holds U+0000 in a string or a key, at any depth. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return false;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || holdsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * Refuses, with a 400 problem, a request whose path, query or JSON body holds a NUL character
 * (`%00`, `\u0000`). Postgres text cannot hold one, so such a value reaching a query used to fail the
 * statement (a 500): `/api/v1/cache/ab%00`, `/handles/a%00b.json`, a sign-up or a cart with a NUL in
 * an email, a session id or a sku. No field of the contract has a use for it. Mounted after the body
 * parser.
 */
export function refuseNulText(): RequestHandler {
  return (req, res, next) => {
    let path = req.path;
    try {
      path = decodeURIComponent(path);
    } catch {
      // An undecodable path parameter is refused by its route (400), an undecodable static part matches none (404).
    }
    if (path.includes('\u0000') || holdsNul(req.query) || holdsNul(req.body)) {
      sendProblem(req, res, 400, 'Bad Request', { detail: 'The request holds a NUL character (U+0000), which no field accepts.' });
      return;
    }
    next();
  };
}
