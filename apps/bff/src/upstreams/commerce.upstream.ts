import { upstreamContract, type Problem } from '@pool/api-contract';
import { initClient, type AppRoute } from '@ts-rest/core';
import { HttpProblem } from '../http/problem.js';
import { UpstreamError, type HttpUpstream } from './http-upstream.js';

const {
  catalog, cart, customer, content, search, warranty, viewed, checkout, mail, delivery, cartLines, accountAccess, quotes,
  waterCare, orders, returns,
  savedProducts, rewards, reviews, staff, pools, account, waterTestPhotos, moderation,
} = upstreamContract;

/**
 * Deadlines per commerce-api route (ms). Catalogue reads are cached and have stale copies to fall
 * back on, so they fail fast; writes are never retried, so they get one longer attempt.
 */
const DEADLINES = new Map<AppRoute, number>([
  [catalog.menu, 2000],
  [catalog.attributes, 2000],
  [catalog.diagrams, 2000],
  [catalog.handle, 2500],
  [catalog.productCache, 2000],
  [catalog.productCollection, 2500],
  [cart.getCart, 2500],
  [cart.createCart, 5000],
  [cart.addItem, 5000],
  [cart.updateItem, 5000],
  [cart.deleteItem, 5000],
  [checkout.quote, 3000],
  // A card authorization and the order's transaction: the shopper's re-post retries it (same attempt key).
  [checkout.placeOrder, 15000],
  [checkout.orderForCart, 2500],
  [checkout.reportAnalytics, 2500],
  ...Object.values(cartLines).map((route) => [route, 5000] as const),
  [cart.applyCoupon, 5000],
  [cart.removeCoupon, 5000],
  [cart.relatedProducts, 2500],
  [customer.login, 5000],
  [customer.logout, 3000],
  [customer.customer, 2500],
  // Registration and reset hash a password; forgot and login-link requests send mail.
  ...Object.values(accountAccess).map((route) => [route, 4500] as const),
  // Address and settings writes; profile mails a notice and password hashes (argon2), so they get longer.
  ...Object.values(account).map((route) => [route, 5000] as const),
  [content.subscribe, 5000],
  [content.redirect, 2000],
  [content.sitemap, 3000],
  [delivery.inYourHands, 2500],
  [delivery.notify, 5000],
  // A page of 10,000 product handles.
  [content.sitemapProducts, 8000],
  // Mail is sent while the shopper waits (commerce-api's SMTP waits are shorter), within the
  // storefront's 5 s for a BFF call.
  [mail.emailCart, 4500],
  [mail.stockNotification, 4500],
  // A quote request mails its confirmation while the shopper waits; quote → cart is a cart write.
  [quotes.request, 4500],
  [quotes.toCart, 5000],
  [quotes.fromCart, 5000],
  // Pool writes; a photo is re-encoded (sharp) while the shopper waits.
  [pools.create, 4000],
  [pools.update, 4000],
  [pools.createTest, 4000],
  [pools.addPhoto, 8000],
  // A strip photo (up to 12 MB) is decoded once, re-encoded and read while the shopper waits.
  [waterTestPhotos.read, 8000],
  [waterTestPhotos.outsideRead, 8000],
  // A plan reads the chemicals and their prices (a few dozen rows).
  [waterCare.plan, 3000],
  [orders.list, 3000],
  [orders.get, 3000],
  [orders.lookup, 3000],
  [orders.tracking, 3000],
  [orders.feedback, 4000],
  [orders.quotes, 3000],
  // Creating a return mails its confirmation while the shopper waits; the list reads every return's lines.
  [returns.create, 4500],
  [returns.orders, 4000],
  // Account content (decision 0025): reads are quick; a redemption or review is one short transaction.
  ...Object.values(savedProducts).map((route) => [route, 3000] as const),
  [rewards.user, 2500],
  [rewards.products, 2500],
  [rewards.transactions, 2500],
  [rewards.buy, 5000],
  [reviews.review, 5000],
  [reviews.question, 5000],
  [reviews.reviews, 2500],
  [reviews.questions, 2500],
  // Staff tools: a search over customers and orders; audit records are single inserts.
  [staff.searchCustomers, 3000],
  [staff.startActing, 3000],
  [staff.stopActing, 3000],
  [staff.recordWrite, 3000],
  [staff.recordOutcome, 3000],
  [staff.session, 2500],
  [staff.audit, 2500],
  [staff.customerCart, 2500],
  // A sign-in's cart may combine two carts' lines in one transaction.
  [staff.signInCart, 4000],
  [staff.preview, 2500],
]);

/** Deadline of a commerce-api route; 3 s for anything not listed (images, readiness). */
export function commerceDeadline(route: AppRoute | undefined): number {
  return (route && DEADLINES.get(route)) ?? 3000;
}

/**
 * Route groups of commerce-api, each with its own breaker and bulkhead (http-upstream.ts): a slow
 * search index or image renderer must not pause carts and sign-in. Bulkheads: the groups a page
 * view fans out to (catalog, search) get the most room.
 */
const GROUPS = new Map<AppRoute, string>();
const group = (name: string, routes: Record<string, AppRoute>) => {
  for (const route of Object.values(routes)) GROUPS.set(route, name);
};
group('catalog', catalog);
group('catalog', warranty);
group('catalog', viewed);
group('search', search);
// The dropdown's keystrokes are many and short-lived: their timeouts must not refuse the search and
// category pages (a listing is a search call) behind the same breaker.
GROUPS.set(search.typeahead, 'typeahead');
group('cart', cart);
group('cart', checkout);
group('cart', cartLines);
group('cart', quotes);
group('catalog', waterCare);
group('account', customer);
group('account', accountAccess);
group('account', orders);
group('account', returns);
group('account', savedProducts);
group('account', rewards);
group('account', reviews);
group('account', staff);
group('account', moderation);
group('account', pools);
group('account', account);
group('content', content);
group('mail', mail);
group('cart', delivery);

export const COMMERCE_BULKHEADS: Record<string, { limit: number; queue: number }> = {
  catalog: { limit: 48, queue: 192 },
  search: { limit: 24, queue: 96 },
  typeahead: { limit: 16, queue: 32 },
  cart: { limit: 24, queue: 96 },
  account: { limit: 16, queue: 64 },
  content: { limit: 8, queue: 32 },
  mail: { limit: 8, queue: 32 },
  images: { limit: 16, queue: 64 },
};

/** The route group of a commerce-api call: contract routes by their place in the contract, raw calls by label. */
export function commerceGroup(route: AppRoute | undefined, rawLabel?: string): string {
  if (route) return GROUPS.get(route) ?? 'default';
  return rawLabel?.startsWith('/images') ? 'images' : 'default';
}

export function createCommerceClient(upstream: HttpUpstream, baseUrl: string) {
  return initClient(upstreamContract, { baseUrl, api: upstream.api, validateResponse: true });
}
export type CommerceClient = ReturnType<typeof createCommerceClient>;

/** commerce-api as the BFF sees it: the typed contract client plus raw calls for images and readiness. */
export interface CommerceUpstream {
  client: CommerceClient;
  baseUrl: string;
  http: HttpUpstream;
}

export function createCommerceUpstream(http: HttpUpstream, baseUrl: string): CommerceUpstream {
  return { client: createCommerceClient(http, baseUrl), baseUrl, http };
}

/**
 * The status as a plain number. ts-rest 3.52 types only the 2xx of these contracts (the spread
 * `errorResponses` keys come out as strings), so error statuses are compared through this.
 */
export const statusOf = (response: { status: number }): number => response.status;

/**
 * The body of an expected status; any 4xx is passed on to the shopper as the same problem
 * (e.g. 422 'Product is out of stock'), any other status is a broken upstream (502).
 */
export function expectStatus<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  if (response.status === status) return response.body as Extract<R, { status: S }>['body'];
  if (response.status >= 400 && response.status < 500) throw HttpProblem.fromUpstream(response.body as Problem);
  throw new UpstreamError('commerce', 'invalid', `commerce-api answered ${response.status} where ${String(status)} was expected`);
}
