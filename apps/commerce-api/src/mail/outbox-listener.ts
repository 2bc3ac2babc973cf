import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { OutboxMessage, OutboxSummary } from '@pool/api-contract';
import { isLoopbackHost } from '../env.js';
import { startSideListener } from '../http/side-listener.js';
import type { Logger } from '../logger.js';
import { escapeHtml } from './templates/html.js';
import type { Mailer } from './mailer.js';
import type { OutboxStore } from './outbox.js';

/**
 * The outbox listener (docs/decisions/0050): while no SMTP server is configured, the stored mail is
 * read here, on a loopback listener of its own (http://127.0.0.1:8025/ by default), never on a port
 * shoppers reach. Plain HTML written by hand, every stored value escaped; no key, because only this
 * machine can connect, and a Host check so a web page cannot reach it through DNS rebinding.
 */

const PER_PAGE = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Sent with every answer: never cached, never indexed, never framed, and a policy that allows only
 * inline styles (the mails' own) and no script at all. The framed mail inherits it.
 */
export const OUTBOX_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'x-robots-tag': 'noindex, nofollow',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'none'; frame-ancestors 'none'",
};

/** The sandbox of the frame that shows a mail's HTML: a click may open its link in the tab or a new one; no scripts, no forms. */
export const MAIL_FRAME_SANDBOX = 'allow-top-navigation-by-user-activation allow-popups allow-popups-to-escape-sandbox';

/**
 * A message's date as the outbox lists it, in UTC.
 *
 * @example
 * outboxDate('2026-11-25T20:15:03.120Z'); // '2026-11-25 20:15:03 UTC'
 */
export function outboxDate(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/**
 * A mail's text version as escaped HTML whose http(s) links are anchors (trailing punctuation is not
 * part of a link), for the `<pre>` of the message page.
 *
 * @example
 * linkedText('See http://x.test/a?b=1&c=2.'); // 'See <a href="http://x.test/a?b=1&amp;c=2">http://x.test/a?b=1&amp;c=2</a>.'
 */
export function linkedText(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const href = match[0].replace(/[.,;:!?)\]]+$/, '');
    html += `${escapeHtml(text.slice(last, match.index))}<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`;
    last = match.index + href.length;
  }
  return html + escapeHtml(text.slice(last));
}

function page(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">',
    '<meta name="robots" content="noindex, nofollow">',
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;color:#1f2933;margin:24px auto;max-width:60rem;padding:0 16px}',
    'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 8px;border-bottom:1px solid #d9dee3;vertical-align:top}',
    'pre{white-space:pre-wrap;background:#f5f7fa;padding:12px;border-radius:6px}iframe{width:100%;min-height:480px;border:1px solid #d9dee3;border-radius:6px}',
    'dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px}dd{margin:0}.note{color:#616e7c}</style>',
    `</head><body>${body}</body></html>`,
  ].join('\n');
}

/** The listing: newest first, each message's date, recipient and linked subject. */
export function renderOutboxList(messages: OutboxSummary[], pageNumber: number, total: number): string {
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  const rows = messages.map((m) => [
    '<tr>',
    `<td><time datetime="${escapeHtml(m.created_at)}">${escapeHtml(outboxDate(m.created_at))}</time></td>`,
    `<td>${escapeHtml(m.to)}</td>`,
    `<td><a href="/messages/${encodeURIComponent(m.id)}">${escapeHtml(m.subject)}</a></td>`,
    '</tr>',
  ].join(''));
  const pager = pages > 1
    ? [
        '<nav aria-label="Outbox pages"><p>',
        pageNumber > 1 ? `<a href="/?page=${pageNumber - 1}">Newer</a> ` : '',
        `Page ${pageNumber} of ${pages}`,
        pageNumber < pages ? ` <a href="/?page=${pageNumber + 1}">Older</a>` : '',
        '</p></nav>',
      ].join('')
    : '';
  return page('Outbox', [
    '<h1>Outbox</h1>',
    '<p class="note">Mail the store sent while no SMTP server is configured (set <code>SMTP_URL</code> to send real mail). Newest first.</p>',
    messages.length === 0
      ? '<p>No mail yet.</p>'
      : `<table><thead><tr><th scope="col">Date</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>\n${rows.join('\n')}\n</tbody></table>`,
    pager,
  ].join('\n'));
}

/** One message: its headers, its HTML in a sandboxed frame (links intact, opening in the tab), its text. */
export function renderOutboxMessage(message: OutboxMessage): string {
  const framed = message.html ? `<base target="_top">${message.html}` : null;
  return page(`${message.subject} | Outbox`, [
    '<p><a href="/">Back to the outbox</a></p>',
    `<h1>${escapeHtml(message.subject)}</h1>`,
    '<dl>',
    `<dt>From</dt><dd>${escapeHtml(message.from)}</dd>`,
    `<dt>To</dt><dd>${escapeHtml(message.to)}</dd>`,
    message.reply_to ? `<dt>Reply-To</dt><dd>${escapeHtml(message.reply_to)}</dd>` : '',
    `<dt>Date</dt><dd><time datetime="${escapeHtml(message.created_at)}">${escapeHtml(outboxDate(message.created_at))}</time></dd>`,
    '</dl>',
    framed
      ? `<section aria-labelledby="outbox-html"><h2 id="outbox-html">HTML</h2><iframe title="${escapeHtml(`The message: ${message.subject}`)}" sandbox="${MAIL_FRAME_SANDBOX}" srcdoc="${escapeHtml(framed)}"></iframe></section>`
      : '',
    '<section aria-labelledby="outbox-text"><h2 id="outbox-text">Text</h2>',
    '<p class="note">The plain-text version, as a mail program without HTML shows it.</p>',
    `<pre>${linkedText(message.text)}</pre></section>`,
  ].join('\n'));
}

/** `Host: 127.0.0.1:8025`, `localhost:8025`, `[::1]:8025`: a request addressed to this machine. */
function loopbackHostHeader(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d+$/, '');
  return isLoopbackHost(name);
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, { ...OUTBOX_HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

const positiveInt = (value: string | null, fallback: number, max: number) => {
  const n = Number(value ?? fallback);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : fallback;
};

/**
 * The listener's request handler: `/` (the listing, `?page=`), `/messages/{id}`, and
 * `/api/messages?to=&limit=&page=` (the newest messages, whole, as JSON: for tests and scripts).
 */
export function outboxHandler(outbox: OutboxStore, logger: Logger) {
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    if (!loopbackHostHeader(req.headers.host)) return send(res, 421, 'text/plain; charset=utf-8', 'The outbox answers requests to a loopback address only.\n');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed.\n');
    }
    const url = new URL(req.url ?? '/', 'http://outbox');
    if (url.pathname === '/') {
      const pageNumber = positiveInt(url.searchParams.get('page'), 1, 100_000);
      const { messages, total } = await outbox.list(pageNumber, PER_PAGE);
      return send(res, 200, 'text/html; charset=utf-8', renderOutboxList(messages, pageNumber, total));
    }
    if (url.pathname === '/api/messages') {
      const to = url.searchParams.get('to') ?? undefined;
      const pageNumber = positiveInt(url.searchParams.get('page'), 1, 100_000);
      const { messages: summaries } = await outbox.list(pageNumber, positiveInt(url.searchParams.get('limit'), 20, 100), to);
      const messages = (await Promise.all(summaries.map((m) => outbox.read(m.id)))).filter((m) => m !== null);
      return send(res, 200, 'application/json; charset=utf-8', JSON.stringify({ messages }));
    }
    const id = /^\/messages\/([^/]+)$/.exec(url.pathname)?.[1];
    const message = id && UUID.test(id) ? await outbox.read(id) : null;
    if (!message) return send(res, 404, 'text/plain; charset=utf-8', 'No such message.\n');
    return send(res, 200, 'text/html; charset=utf-8', renderOutboxMessage(message));
  };
  return (req: IncomingMessage, res: ServerResponse) => {
    route(req, res).catch((err: unknown) => {
      logger.error({ err, component: 'outbox-listener' }, 'outbox request failed');
      if (!res.headersSent) send(res, 500, 'text/plain; charset=utf-8', 'The outbox could not be read.\n');
      else res.destroy();
    });
  };
}

/**
 * Starts the outbox listener on `host:port` while mail goes to the outbox: with an SMTP server, or
 * port 0, there is none. A port that cannot be bound (another store on this machine has it) is logged
 * as an error and the store goes on without the listener: the mail is still stored. Resolves with the
 * listening server, or null.
 */
export function startOutboxListener(options: {
  mailer: Pick<Mailer, 'transport'>;
  outbox: OutboxStore;
  host: string;
  port: number;
  logger: Logger;
}): Promise<Server | null> {
  const { port, logger } = options;
  if (options.mailer.transport !== 'outbox' || port === 0) return Promise.resolve(null);
  const failure = 'the outbox listener could not start; mail is stored but not readable here (set OUTBOX_PORT to a free port)';
  return startSideListener(outboxHandler(options.outbox, logger), options, failure, (bound) => {
    const shown = bound.family === 'IPv6' ? `[${bound.address}]` : bound.address;
    logger.info({ url: `http://${shown}:${bound.port}/` }, 'mail outbox readable on this machine');
  });
}
