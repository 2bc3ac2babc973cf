import { bffContract, type AuditAction, type StaffView } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { endpointOptions } from '../http/endpoints.js';
import { PRIVATE, setCacheControl } from '../http/cache-control.js';
import { describeError, HttpProblem } from '../http/problem.js';
import type { Clock } from '../clock.js';
import { ACTING_ENDED, actingAsId, actingExpiry, customerAuthHeaders } from '../session/acting.js';
import type { SessionContext } from '../session/session-context.js';
import type { Session } from '../session/session-store.js';
import { adminQuoteCreationUrl, staffViewOf, unloadedRecord } from '../session/staff-view.js';
import { expectStatus, statusOf, type CommerceClient } from '../upstreams/commerce.upstream.js';
import { clientFor } from '../upstreams/request-client.js';

export const DEFAULT_ADMIN_URL = 'https://admin.poolsupplies.example';
/** The spec's 403 text (site-shell.md 8). */
export const NO_PERMISSION = 'You do not have permission to do that.';
const PER_PAGE = 10;

export interface StaffDeps {
  client: CommerceClient;
  logger: Logger;
  adminUrl: string;
  clock: Clock;
  validateResponses?: boolean;
}

/** The session of a signed-in staff member: 401 for a guest, 403 for anyone else (spec site-shell.md 6). */
export async function staffSession(session: SessionContext): Promise<Session & { record: { token: string } }> {
  const current = await session.current();
  if (!current?.record.token || current.record.customerId == null) {
    throw new HttpProblem(401, 'Sign in as staff first.', { title: 'Token is expired or incorrect.' });
  }
  if (!current.record.isAdmin) throw new HttpProblem(403, 'Staff only.', { title: NO_PERMISSION });
  return current as Session & { record: { token: string } };
}

const ownToken = (session: { record: { token: string } }) => ({ authorization: `Bearer ${session.record.token}` });

/**
 * Staff tools (spec site-shell.md 2.13; docs/decisions/0030): customer search, acting as a customer
 * and unloading, a quote from the session's cart, a customer's audit. The act-as id lives in the
 * session; commerce-api checks the staff token on every call again and records the audit.
 */
export function mountStaffRoutes(app: IRouter, deps: StaffDeps): void {
  const { client, logger, adminUrl, clock } = deps;
  const s = initServer();

  async function viewAfter(req: Request, session: Session): Promise<StaffView> {
    const headers = customerAuthHeaders(session.record);
    const answer = expectStatus(await clientFor(client, req).staff.session({ headers: headers! }), 200);
    return staffViewOf(answer.staff, answer.acting_as, session.record, adminUrl);
  }

  /** Ends acting upstream (audited) if the session acts; the session itself is changed by the caller. */
  async function stopActing(req: Request, session: Session): Promise<void> {
    const acting = actingAsId(session.record);
    if (acting === null) return;
    const stopped = await clientFor(client, req).staff.stopActing({
      headers: { ...ownToken(session as Session & { record: { token: string } }), 'user-id': String(acting) },
    });
    // A staff token refused upstream (401/403) cannot stop anything: the session unloads anyway.
    if (statusOf(stopped) !== 204 && statusOf(stopped) !== 401 && statusOf(stopped) !== 403) expectStatus(stopped, 204);
  }

  const router = s.router(bffContract.staff, {
    searchCustomers: async ({ query, req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      const answer = expectStatus(await clientFor(client, req).staff.searchCustomers({
        headers: ownToken(session), query: { q: query.q, page: query.page, per_page: PER_PAGE },
      }), 200);
      return {
        status: 200,
        body: {
          data: answer.data.map((c) => ({ id: c.id, name: `${c.first_name} ${c.last_name}`.trim(), email: c.email, phone: c.phone, company: c.company })),
          page: answer.page,
          perPage: answer.per_page,
          total: answer.total,
        },
      };
    },

    actAs: async ({ body, req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      if (actingAsId(session.record) === body.customerId) return { status: 200, body: await viewAfter(req, session) };
      await stopActing(req, session);
      const started = expectStatus(await clientFor(client, req).staff.startActing({ headers: ownToken(session), body: { customer_id: body.customerId } }), 200);
      // A new session id whenever whose data the session reaches changes; the staff member's own cart
      // waits in `staffCartId` while the customer's newest cart is the session's.
      // Acting lasts 30 minutes idle and 4 hours in all from now (docs/decisions/0052).
      const at = clock.now();
      const next = await req.session.rotate((record) => {
        const own = record.actAsId === null ? record.cartId : record.staffCartId;
        return {
          ...record, actAsId: started.customer.id, staffCartId: own, cartId: started.cart_id, cartCount: null, actAsStartedAt: at, actAsSeenAt: at, actingEnded: null,
        };
      });
      return { status: 200, body: await viewAfter(req, next) };
    },

    unload: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      await stopActing(req, session);
      const next = actingAsId(session.record) === null ? session : await req.session.rotate(unloadedRecord);
      return { status: 200, body: await viewAfter(req, next) };
    },

    createQuote: async ({ req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      const cartId = session.record.cartId;
      if (!cartId) throw new HttpProblem(422, 'The cart is empty.', { title: 'The cart is empty.' });
      const quote = expectStatus(await clientFor(client, req).quotes.fromCart({ body: { cartId } }), 201);
      // The quote is finished in the admin site (spec site-shell.md 2.13): the overlay goes there.
      const admin = adminQuoteCreationUrl(adminUrl, { quote: quote.uuid, cartId, customerId: actingAsId(session.record) });
      return { status: 200, body: { uuid: quote.uuid, path: `/quotes/${quote.uuid}`, adminUrl: admin } };
    },

    audit: async ({ params, req, res }) => {
      setCacheControl(res, PRIVATE);
      const session = await staffSession(req.session);
      const answer = expectStatus(await clientFor(client, req).staff.audit({ params: { id: String(params.id) }, headers: ownToken(session) }), 200);
      return {
        status: 200,
        body: {
          data: answer.data.map((e) => ({ id: e.id, staffName: e.staff_name, action: e.action, detail: e.detail, requestId: e.request_id, status: e.status, at: e.created_at })),
        },
      };
    },
  });

  createExpressEndpoints(bffContract.staff, router, app, endpointOptions(deps.validateResponses));
  logger.debug('staff routes mounted');
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Act-as and unload record their own start and stop. */
const SELF_AUDITED = new Set<string>([bffContract.staff.actAs.path, bffContract.staff.unload.path]);
/** Posted in the customer's own words: never by staff acting as them (docs/decisions/0052). */
const CUSTOMERS_OWN_WORDS = new Set<string>([bffContract.accountContent.review.path, bffContract.accountContent.question.path]);
/** The spec-less message of that refusal. */
export const ACTING_CANNOT_POST = "Reviews and questions are the customer's own words: they cannot be posted while acting as a customer.";
/**
 * Reads of the customer's own data, audited while acting: account, cart, checkout, orders, returns,
 * quotes, tracking, pools and water tests, recently viewed. Catalogue, content and staff reads are not.
 */
const CUSTOMER_READ = /^\/v1\/(?:account|cart|checkout|orders|returns|quotes|tracking|water-test|catalog\/recently-viewed|pools(?=\/?$|\/profiles|\/\d))(?:\/|$)/;
const CATALOGUE_READ = /^\/v1\/catalog\/(?!recently-viewed)/;
/** The session's last request while acting is saved at most once a minute (the idle clock's grain). */
const SEEN_EVERY_MS = 60_000;

/**
 * What a write to the BFF is, for the audit. By path, so routes added later (addresses, orders,
 * returns, pools) are recorded without being listed anywhere: an unknown write is `other-write`.
 */
export function auditActionOf(method: string, path: string): Exclude<AuditAction, 'act-as-start' | 'act-as-stop' | 'act-as-expired' | 'read'> {
  const p = path.toLowerCase();
  if (p.includes('address')) return 'address-change';
  if (p.startsWith('/v1/checkout') && method === 'POST') return 'order-placed';
  if (p === '/v1/quotes/request' || p === bffContract.staff.createQuote.path) return 'quote-created';
  if (p.startsWith('/v1/cart') || /^\/v1\/quotes\/[^/]+\/cart$/.test(p)) return 'cart-change';
  if (p.startsWith('/v1/session') || p.startsWith('/v1/account')) return 'account-change';
  return 'other-write';
}

/** Whether a read request is of the customer's data, and so audited while acting. */
export const isCustomerRead = (method: string, path: string): boolean => !WRITES.has(method) && CUSTOMER_READ.test(path);

/**
 * Watches every request of a session acting as a customer (docs/decisions/0030, 0052):
 * - acting that has run out (30 minutes idle, 4 hours in all, by the BFF's clock) ends first: recorded
 *   upstream as `act-as-expired`, the session is back in the staff member's own view with the reason
 *   in it; a write is then refused (403), a read goes on as the staff member;
 * - reviews and questions are refused (403): they are the customer's own words;
 * - a write is recorded before it is forwarded (a write that cannot be recorded is not made: 503) and
 *   its outcome (the answer's status) is filled in once answered;
 * - a read of the customer's data is recorded once answered, with its status, off the request's path.
 * A record that fails after the answer is retried once, then logged as an error with everything it
 * held: never dropped silently. commerce-api checks the staff token again on every record; a token
 * refused there (expired, no longer staff) ends the acting, and a write is refused with 403.
 */
export function superviseActing(client: CommerceClient, logger: Logger, clock: Clock): RequestHandler {
  return (req, res, next) => {
    // Catalogue reads (every keystroke of the typeahead) hold no customer data and keep their session
    // read beside their upstream call (docs/decisions/0040): acting's clock is checked on the next page.
    if (CATALOGUE_READ.test(req.path) && !WRITES.has(req.method)) return next();
    void (async () => {
      const session = await req.session.current();
      const acting = actingAsId(session?.record);
      if (!session || acting === null) return next();
      const headers = { ...customerAuthHeaders(session.record)!, 'user-id': String(acting) };
      const requestId = String(req.id);
      const commerce = clientFor(client, req);
      const write = WRITES.has(req.method);
      const now = clock.now();
      const expired = actingExpiry(session.record, now);
      if (expired) {
        const stopped = await commerce.staff.stopActing({ headers, query: { expired } });
        if (statusOf(stopped) >= 500) logger.error({ reqId: requestId, status: statusOf(stopped) }, 'the expiry of acting could not be audited');
        await req.session.rotate((record) => ({ ...unloadedRecord(record), actingEnded: ACTING_ENDED[expired] }));
        if (!write || SELF_AUDITED.has(req.path) || req.path === bffContract.session.logout.path) return next();
        return next(new HttpProblem(403, ACTING_ENDED[expired], { title: NO_PERMISSION }));
      }
      if (write && CUSTOMERS_OWN_WORDS.has(req.path)) return next(new HttpProblem(403, ACTING_CANNOT_POST, { title: NO_PERMISSION }));
      if (now - (session.record.actAsSeenAt ?? 0) >= SEEN_EVERY_MS) await req.session.update((record) => ({ ...record, actAsSeenAt: now }));
      if (SELF_AUDITED.has(req.path)) return next();
      const detail = `${req.method} ${req.path}`.slice(0, 300);
      if (!write) {
        if (isCustomerRead(req.method, req.path)) afterAnswer(res, (status) => commerce.staff.recordWrite({ headers, body: { action: 'read', detail, status } }), { logger, requestId, detail, acting });
        return next();
      }
      const signingOut = req.path === bffContract.session.logout.path;
      const recorded = signingOut
        ? await commerce.staff.stopActing({ headers, query: {} })
        : await commerce.staff.recordWrite({ headers, body: { action: auditActionOf(req.method, req.path), detail } });
      const status = statusOf(recorded);
      if (recorded.status === 201) {
        const entryId = String(recorded.body.id);
        afterAnswer(res, (outcome) => commerce.staff.recordOutcome({ headers, params: { entryId }, body: { status: outcome } }), { logger, requestId, detail, acting });
        return next();
      }
      if (status === 204) return next();
      if (status === 401 || status === 403 || status === 404) {
        await req.session.rotate(unloadedRecord);
        if (signingOut) return next();
        return next(new HttpProblem(403, 'Acting as a customer has ended.', { title: NO_PERMISSION }));
      }
      logger.error({ reqId: requestId, status }, 'a write made while acting could not be audited; refused');
      next(new HttpProblem(503, 'The change could not be recorded; try again.'));
    })().catch((error: unknown) => {
      logger.error({ reqId: String(req.id), reason: describeError(error) }, 'a request made while acting could not be audited; refused');
      next(new HttpProblem(503, 'The change could not be recorded; try again.'));
    });
  };
}

/**
 * Records the answer's status once `res` is answered, off the request's path: retried once, then
 * logged as an error with what the entry held (never lost silently). An answer that never started
 * (the connection went first) is logged too: its outcome is unknown.
 */
function afterAnswer(
  res: Response,
  record: (status: number) => Promise<{ status: number }>,
  context: { logger: Logger; requestId: string; detail: string; acting: number },
): void {
  res.once('close', () => {
    const { logger, requestId, detail, acting } = context;
    if (!res.headersSent) {
      logger.warn({ reqId: requestId, customerId: acting, detail }, 'a request made while acting ended unanswered; its outcome is unknown');
      return;
    }
    const status = res.statusCode;
    const attempt = async () => {
      const answer = await record(status);
      if (answer.status !== 201 && answer.status !== 204) throw new Error(`commerce-api answered ${answer.status}`);
    };
    attempt().catch(attempt).catch((error: unknown) => {
      logger.error({ reqId: requestId, customerId: acting, detail, status, reason: describeError(error) }, 'a request made while acting could not be audited after its answer');
    });
  });
}
