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
    route('*', 'routes/catch-all/route.tsx'),
  ]),
  layout('routes/layouts/account.tsx', [
    route('account/dashboard', 'routes/account-dashboard/route.tsx'),
    route('account/addresses', 'routes/account-addresses/route.tsx'),
    route('account/settings', 'routes/account-settings/route.tsx'),
    route('account/*', 'routes/layouts/placeholder.tsx', { id: 'account-placeholder' }),
  ]),
  layout('routes/layouts/returns.tsx', [
    route('return-an-order', 'routes/layouts/placeholder.tsx', { id: 'returns-placeholder' }),
    route('return-an-order/select-an-order', 'routes/layouts/placeholder.tsx', { id: 'returns-select-placeholder' }),
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
  route('resources/typeahead', 'routes/search/typeahead.ts'),
  route('resources/parts-finder', 'routes/diagram/parts-finder.ts'),
  route('resources/recently-viewed', 'routes/product/recently-viewed.ts'),
  route('resources/delivery-availability', 'routes/delivery/availability.ts'),
  route('resources/quote-request', 'routes/quote-request/route.ts'),
  route('robots.txt', 'routes/robots/route.ts'),
  route('sitemap.xml', 'routes/sitemap/route.ts'),
] satisfies RouteConfig;
