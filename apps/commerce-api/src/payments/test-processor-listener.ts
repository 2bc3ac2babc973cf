import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { startSideListener } from '../http/side-listener.js';
import type { Logger } from '../logger.js';
import type { TestProcessor } from './test-processor.js';
import { CHALLENGE_PATH, serveChallenge } from './test-processor-challenge.js';

/** A card form is a few dozen bytes; anything past this is not one. */
const MAX_BODY_BYTES = 2048;

/**
 * Sent with every answer. Any page may call the tokenization endpoint (as with a processor's public
 * key): it takes a card and answers a one-time token, never anything stored. No credentials, no cache.
 */
const HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

function send(res: ServerResponse, status: number, body?: unknown): void {
  res.writeHead(status, { ...HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string | null> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The posted card: a form body (`number`, `expMonth`, `expYear`, `cvc`) or the same as JSON. */
export function cardFromBody(type: string | undefined, body: string): { number: string; expMonth: number; expYear: number; cvc: string } | null {
  let fields: Record<string, unknown>;
  try {
    fields = type?.startsWith('application/json') ? (JSON.parse(body) as Record<string, unknown>) : Object.fromEntries(new URLSearchParams(body));
  } catch {
    return null;
  }
  if (typeof fields !== 'object' || fields === null) return null;
  const { number, expMonth, expYear, cvc } = fields;
  if (typeof number !== 'string' || typeof cvc !== 'string' || number.length > 40 || cvc.length > 8) return null;
  const month = Number(expMonth);
  const year = Number(expYear);
  if (!Number.isInteger(month) || !Number.isInteger(year)) return null;
  return { number, expMonth: month, expYear: year, cvc };
}

/**
 * The test processor's tokenization endpoint, `POST /v1/tokens` (docs/decisions/0061): the checkout
 * page sends the card here, straight from the browser, and posts only the token it gets back to the
 * store. 200 `{ id, brand, last4 }`; 400 `{ error: { message, errors } }` for a card a processor
 * refuses (the same messages as the form's own checks). And the 3-D Secure challenge pages,
 * `/v1/challenges/{id}` (test-processor-challenge.ts, docs/decisions/0078), framed only by
 * `storefrontOrigin`, to which they tell the outcome.
 */
export function testProcessorHandler(processor: Pick<TestProcessor, 'tokenize' | 'challenge' | 'answerChallenge'>, logger: Logger, storefrontOrigin: string) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const url = new URL(req.url ?? '/', 'http://listener');
    const path = url.pathname;
    const challengeId = CHALLENGE_PATH.exec(path)?.[1];
    if (challengeId) {
      const body = req.method === 'POST' ? readBody(req) : Promise.resolve('');
      body.then((posted) => serveChallenge(processor, { method: req.method ?? 'GET', id: challengeId, query: url.searchParams, body: posted }, res, storefrontOrigin))
        .catch((err: unknown) => {
          logger.error({ err: err instanceof Error ? err.message : 'unknown' }, 'test processor challenge failed');
          if (!res.headersSent) send(res, 500, { error: { message: 'The check could not be shown. Try again in a little bit.' } });
        });
      return;
    }
    if (req.method === 'OPTIONS') return send(res, 204);
    if (path !== '/v1/tokens') return send(res, 404, { error: { message: 'Not found.' } });
    if (req.method !== 'POST') return send(res, 405, { error: { message: 'Use POST.' } });
    readBody(req).then(async (body) => {
      if (body === null) return send(res, 413, { error: { message: 'The card form is too large.' } });
      const card = cardFromBody(req.headers['content-type'], body);
      if (!card) return send(res, 400, { error: { message: 'Send number, expMonth, expYear and cvc.' } });
      const result = await processor.tokenize(card);
      if (!result.ok) return send(res, 400, { error: { message: 'Please check your card details.', errors: result.errors } });
      return send(res, 200, result.token);
    }).catch((err: unknown) => {
      // Never the body: it holds a card number.
      logger.error({ err: err instanceof Error ? err.message : 'unknown' }, 'test processor tokenization failed');
      if (!res.headersSent) send(res, 500, { error: { message: 'The card could not be read. Try again in a little bit.' } });
    });
  };
}

/**
 * Starts the tokenization listener of the built-in test processor on its own port (0 = none), apart
 * from the API, which only the BFF may call. Its challenge pages may be framed by `storefrontOrigin` only.
 */
export function startTestProcessorListener(options: { processor: TestProcessor; host: string; port: number; logger: Logger; storefrontOrigin: string }): Promise<Server | null> {
  const { port, logger } = options;
  if (port === 0) return Promise.resolve(null);
  const failure = 'the test processor listener could not start; card payments cannot be tokenized (set TEST_PROCESSOR_PORT to a free port)';
  return startSideListener(testProcessorHandler(options.processor, logger, options.storefrontOrigin), options, failure, (bound) => {
    logger.info({ host: bound.address, port: bound.port }, 'test processor tokenizes cards on this listener');
  });
}
