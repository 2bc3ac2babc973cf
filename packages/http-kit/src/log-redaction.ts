/**
 * What never reaches a log line of the store (docs/decisions/0050): the tokens of reset and login
 * links, email addresses, and card data. Applied twice: to the URL of each access-log line
 * ({@link redactUrl}), and to every line each app's logger writes ({@link redactLogLine}, pino's
 * `hooks.streamWrite`), so an error message or a URL in any field is covered too.
 */

export const REDACTED = '[redacted]';
export const REDACTED_EMAIL = '[email]';
export const REDACTED_CARD = '[card]';

/**
 * Query (or form) parameters whose values are secrets or name a person: every `…token`, the email,
 * the guest return link's `order` (base64 of order number and email), passwords and card fields.
 */
const SECRET_PARAM = /([?&;](?:[\w.-]*token|e-?mail|order|password|code|card(?:_?number)?|pan|cvc|cvv|security_?code)=)[^&#\s"\\]*/gi;

/** A JSON member holding a secret, whatever the logging code named its parent. */
const SECRET_MEMBER = /("(?:[\w-]*token|[\w-]*password|cvc|cvv|cvc2|security_?code|card_?number|cardNumber|pan)"\s*:\s*)"(?:[^"\\]|\\.)*"/gi;

/** An address, also percent-encoded (`pat%40example.com`); not a package version (`express@4.22.1`). */
const EMAIL = /[\w.+%-]+(?:@|%40)(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?![\w-])/gi;

/**
 * 13 to 19 digits, maybe grouped by spaces or dashes, that pass the Luhn check. Not a bare JSON
 * number (`"time":1765035546123`): a card number reaches a line inside a string.
 */
const CARD_CANDIDATE = /(?<![\d:.])\d(?:[ -]?\d){12,18}(?![\d.])/g;

/** A segment after a path that takes a token (`/auto-login/{token}`, `/reset/{token}`). */
const TOKEN_SEGMENT = /(\/(?:auto-login|login-link|reset|password-reset|[\w-]*token)\/)[^/?#]+/gi;

/** A path segment long enough to hide an address in base64 (the guest return link). */
const BASE64_SEGMENT = /(?<=\/)[A-Za-z0-9_+-]{12,}={0,2}(?=[/?#]|$)/g;

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function redactCards(text: string): string {
  return text.replace(CARD_CANDIDATE, (match) => {
    const digits = match.replace(/[ -]/g, '');
    return digits.length >= 13 && digits.length <= 19 && luhn(digits) ? REDACTED_CARD : match;
  });
}

/**
 * Any text as a log may hold it: secret parameters and JSON members, addresses and card numbers
 * replaced, everything else as it was (JSON stays JSON: nothing is replaced across a quote).
 *
 * @example
 * redactLogText('GET /reset?token=abc&email=pat%40example.com'); // 'GET /reset?token=[redacted]&email=[redacted]'
 */
export function redactLogText(text: string): string {
  // Cheap guard first: most lines hold none of the characters the patterns need.
  let out = text;
  if (out.includes('=')) out = out.replace(SECRET_PARAM, `$1${REDACTED}`);
  if (out.includes('"')) out = out.replace(SECRET_MEMBER, `$1"${REDACTED}"`);
  if (out.includes('@') || out.includes('%40')) out = out.replace(EMAIL, REDACTED_EMAIL);
  if (/\d{4}/.test(out)) out = redactCards(out);
  return out;
}

/** A path segment that is base64 of text naming an address (`base64('1042:pat@example.com')`). */
function hidesEmail(segment: string): boolean {
  const text = Buffer.from(segment.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('latin1');
  return /[^\s@:]+@[^\s@]+\.[a-z]{2,}/i.test(text);
}

/**
 * A request URL as the access log writes it: {@link redactLogText}, and path segments that are a
 * token or base64 of an address replaced too.
 *
 * @example
 * redactUrl('/auto-login?token=abc'); // '/auto-login?token=[redacted]'
 * redactUrl('/return-an-order/MTA0MjpwYXRAZXhhbXBsZS5jb20='); // '/return-an-order/[redacted]'
 */
export function redactUrl(url: string): string {
  const queryAt = url.search(/[?#]/);
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const safePath = path.replace(TOKEN_SEGMENT, `$1${REDACTED}`).replace(BASE64_SEGMENT, (segment) => (hidesEmail(segment) ? REDACTED : segment));
  return redactLogText(safePath + (queryAt < 0 ? '' : url.slice(queryAt)));
}

/**
 * pino's `hooks.streamWrite`: every serialised line goes through {@link redactLogText} before it is
 * written.
 *
 * @example
 * ```ts
 * pino({ hooks: { streamWrite: redactLogLine } });
 * ```
 */
export function redactLogLine(line: string): string {
  return redactLogText(line);
}
