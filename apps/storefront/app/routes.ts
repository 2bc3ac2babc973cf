import { type RouteConfig, index, layout, route } from '@remix-run/route-config';

/**
 * Routes of the storefront (spec site-shell.md 2.1-2.5), grouped by layout. Matching is strict about
 * trailing slashes: `/cart/` is not `/cart` and falls to the catch-all, which answers 404.
 *
 * Home and the final catch-all read the page at their path from the BFF in one call: a product or
 * diagram page (`/{handle}.html`, diagrams also at `/diagram/{handle}`), a content page (`/`, `/about`,
 * `/blog/*`, `/articles/*`, `/location/*`, city pages), a permanent redirect, or the 404 page.
 */
export default [
  layout('routes/layouts/default.tsx', [
    index('routes/catch-all/route.tsx', { id: 'home' }),
    route('cart', 'routes/cart/route.tsx'),
    route('category/*', 'routes/category/route.tsx'),
    route('search', 'routes/search/route.tsx', { id: 'search' }),
    route('search/*', 'routes/search/route.tsx', { id: 'search-all' }),
    route('style', 'routes/style/route.tsx'),
    route('newsletter', 'routes/newsletter/route.tsx'),
    route('thankyou/:cartId', 'routes/thankyou/route.tsx'),
    route('cart/email', 'routes/cart-email/route.tsx'),
    route('stock-notification', 'routes/stock-notification/route.tsx'),
    route('dev/outbox', 'routes/dev-outbox/list.tsx'),
    route('dev/outbox/:id', 'routes/dev-outbox/message.tsx'),
    route('delivery', 'routes/delivery/route.tsx'),
    route('quotes/:uuid', 'routes/quote/route.tsx'),
    route('water-test/manual', 'routes/water-test-manual/route.tsx'),
    route('tracking/status', 'routes/tracking/status.tsx'),
    route('tracking/:orderId', 'routes/tracking/route.tsx'),
    route('rewards', 'routes/rewards/route.tsx'),
    route('reviews/:sku', 'routes/reviews/review.tsx'),
    route('questions/:sku', 'routes/reviews/question.tsx'),
    route('*', 'routes/catch-all/route.tsx'),
  ]),
  layout('routes/layouts/account.tsx', [
    route('account/orders', 'routes/account-orders/route.tsx'),
    route('account/orders/:orderId', 'routes/account-order/route.tsx'),
    route('account/quotes', 'routes/account-quotes/route.tsx'),
    route('account/returns', 'routes/returns/account-list.tsx'),
    route('account/returns/:returnId', 'routes/returns/account-detail.tsx'),
    route('account/saved-products', 'routes/saved-products/route.tsx'),
    route('account/rewards', 'routes/rewards/account.tsx'),
    route('account/pool-profiles/:id?', 'routes/pool-profiles/route.tsx'),
    route('account/pool-profiles/:id/manual', 'routes/pool-profiles/manual.tsx'),
    route('account/pool-profiles/:id/test/:testId', 'routes/pool-profiles/test.tsx'),
    route('account/dashboard', 'routes/account-dashboard/route.tsx'),
    route('account/addresses', 'routes/account-addresses/route.tsx'),
    route('account/settings', 'routes/account-settings/route.tsx'),
    route('account/*', 'routes/layouts/placeholder.tsx', { id: 'account-placeholder' }),
  ]),
  layout('routes/layouts/returns.tsx', [
    route('return-an-order', 'routes/returns/lookup.tsx'),
    route('return-an-order/select-an-order', 'routes/returns/select-an-order.tsx'),
    route('return-an-order/:orderId', 'routes/returns/flow.tsx'),
    route('returns/return-an-order', 'routes/returns/confirmation.tsx'),
  ]),
  layout('routes/layouts/checkout.tsx', [route('checkout', 'routes/checkout/route.tsx')]),
  layout('routes/layouts/login.tsx', [
    route('login', 'routes/login/route.tsx'),
    route('register', 'routes/account-access/register.tsx'),
    route('forgot', 'routes/account-access/forgot.tsx'),
    route('reset', 'routes/account-access/reset.tsx'),
    route('auto-login', 'routes/account-access/auto-login.tsx'),
  ]),
  route('logout', 'routes/login/logout.ts'),
  route('session', 'routes/login/session.ts'),
  route('staff', 'routes/staff/route.ts'),
  route('resources/typeahead', 'routes/search/typeahead.ts'),
  route('resources/parts-finder', 'routes/diagram/parts-finder.ts'),
  route('resources/recently-viewed', 'routes/product/recently-viewed.ts'),
  route('resources/delivery-availability', 'routes/delivery/availability.ts'),
  route('resources/quote-request', 'routes/quote-request/route.ts'),
  route('returns/:returnId/label.svg', 'routes/returns/label.ts'),
  route('resources/saved-product', 'routes/saved-products/save-action.ts'),
  route('resources/fits', 'routes/pool-profiles/fits.ts'),
  route('robots.txt', 'routes/robots/route.ts'),
  route('sitemap.xml', 'routes/sitemap/route.ts'),
] satisfies RouteConfig;
