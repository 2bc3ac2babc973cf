import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Challenge, ChallengeOutcome, TestProcessor } from './test-processor.js';

/** The challenge pages' path: `/v1/challenges/{id}` (GET shows it, POST answers it). */
export const CHALLENGE_PATH = /^\/v1\/challenges\/(pi_[a-f0-9]{24})$/;

/** What the page tells the checkout that framed it (the contract's `test_3ds` next action). */
export interface ChallengeMessage { type: 'test_3ds'; paymentToken: string; outcome: ChallengeOutcome }

const OUTCOMES: Record<string, ChallengeOutcome> = { completed: 'completed', failed: 'failed' };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The headers of a challenge page: no cache and no referrer (its address holds the secret), and a
 * policy of its own: its inline style and script only by this answer's nonce, forms only to itself,
 * framed only by the storefront (`frame-ancestors`), so no other site can frame the buttons.
 */
export function challengeHeaders(storefrontOrigin: string, nonce: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'content-security-policy': [
      "default-src 'none'", `style-src 'nonce-${nonce}'`, `script-src 'nonce-${nonce}'`, "form-action 'self'", "base-uri 'none'",
      `frame-ancestors ${storefrontOrigin}`,
    ].join('; '),
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1a1a1a;background:#fff}
h1{font-size:1.25rem;margin:0 0 8px}form{display:flex;gap:12px;flex-wrap:wrap;margin-top:16px}
button{font:inherit;padding:10px 16px;border-radius:6px;border:2px solid #0b5394;cursor:pointer}
button[value=completed]{background:#0b5394;color:#fff}button[value=failed]{background:#fff;color:#0b5394}
button:focus-visible{outline:3px solid #f1a208;outline-offset:2px}`;

const RESULT_TEXT: Record<ChallengeOutcome, string> = {
  completed: 'Authentication completed. You can return to the store.',
  failed: 'Authentication failed. You can return to the store.',
};

function page(nonce: string, body: string, message?: ChallengeMessage, storefrontOrigin?: string): string {
  // The outcome goes to the window that framed (or opened) the page, and only if it is the storefront.
  const script = message && storefrontOrigin
    ? `<script nonce="${nonce}">(function(){var d=document.getElementById('outcome').dataset;var to=window.parent!==window?window.parent:window.opener;`
      + `if(to)to.postMessage(JSON.parse(d.message),d.origin);})();</script>`
    : '';
  const data = message && storefrontOrigin
    ? `<div id="outcome" hidden data-message="${escapeHtml(JSON.stringify(message))}" data-origin="${escapeHtml(storefrontOrigin)}"></div>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>Your bank's check: confirm this payment</title><style nonce="${nonce}">${STYLE}</style></head>`
    + `<body><main>${body}</main>${data}${script}</body></html>`;
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** The open challenge: the test bank's two buttons, as on Stripe's test page, posted to itself. */
function challengeForm(challenge: Challenge, secret: string): string {
  return `<h1>Confirm this payment of ${dollars(challenge.amount)}</h1>`
    + `<p>This is the test processor's stand-in for your bank's 3-D Secure check. No real bank is asked.</p>`
    + `<form method="post" action="/v1/challenges/${escapeHtml(challenge.id)}"><input type="hidden" name="secret" value="${escapeHtml(secret)}">`
    + `<button type="submit" name="outcome" value="completed">Complete authentication</button>`
    + `<button type="submit" name="outcome" value="failed">Fail authentication</button></form>`;
}

/** The answered challenge: what was recorded (the first answer), told to the storefront too. */
function answered(challenge: Challenge & { outcome: ChallengeOutcome }, storefrontOrigin: string, nonce: string): string {
  const message: ChallengeMessage = { type: 'test_3ds', paymentToken: challenge.id, outcome: challenge.outcome };
  return page(nonce, `<h1>Your bank's check</h1><p role="status">${RESULT_TEXT[challenge.outcome]}</p>`, message, storefrontOrigin);
}

const notice = (nonce: string, text: string) => page(nonce, `<h1>Your bank's check</h1><p>${text}</p>`);
const UNKNOWN = 'This check is not known. Go back to the store and place your order again.';
const EXPIRED = 'This check is over. Go back to the store and place your order again.';

/**
 * Answers a challenge page request (docs/decisions/0078): `GET /v1/challenges/{id}?secret=...` shows
 * the test bank's check (or, once answered, its outcome); `POST` with `secret` and `outcome`
 * (`completed` or `failed`, a form of the page itself) records the outcome once and tells the
 * storefront, the page's parent, with `postMessage`. Without the challenge's secret it is a 404, as
 * for an unknown one. `body` is the posted form (null when too large).
 */
export async function serveChallenge(
  processor: Pick<TestProcessor, 'challenge' | 'answerChallenge'>,
  request: { method: string; id: string; query: URLSearchParams; body: string | null },
  res: ServerResponse,
  storefrontOrigin: string,
): Promise<void> {
  const nonce = randomBytes(16).toString('base64');
  const send = (status: number, html: string) => {
    res.writeHead(status, challengeHeaders(storefrontOrigin, nonce));
    res.end(html);
  };
  if (request.method === 'GET') {
    const challenge = await processor.challenge(request.id, request.query.get('secret') ?? '');
    if (!challenge) return send(404, notice(nonce, UNKNOWN));
    if (challenge.outcome) return send(200, answered({ ...challenge, outcome: challenge.outcome }, storefrontOrigin, nonce));
    if (!challenge.open) return send(410, notice(nonce, EXPIRED));
    return send(200, page(nonce, challengeForm(challenge, request.query.get('secret') ?? '')));
  }
  if (request.method !== 'POST') return send(405, notice(nonce, 'Use the buttons of the check.'));
  if (request.body === null) return send(413, notice(nonce, UNKNOWN));
  const form = new URLSearchParams(request.body);
  const outcome = OUTCOMES[form.get('outcome') ?? ''];
  if (!outcome) return send(400, notice(nonce, 'Choose Complete authentication or Fail authentication.'));
  const result = await processor.answerChallenge(request.id, form.get('secret') ?? '', outcome);
  if (!result) return send(404, notice(nonce, UNKNOWN));
  if (!result.outcome) return send(410, notice(nonce, EXPIRED));
  // Answered before (a second press, another tab): the first outcome stands and is told again.
  return send(result.recorded ? 200 : 409, answered({ ...result, outcome: result.outcome }, storefrontOrigin, nonce));
}
