import { type RouteConfig, index, route } from '@remix-run/route-config';

/**
 * Routes of the storefront. The product page is the final catch-all: it parses `{handle}.html` and
 * answers 404 for anything else, so it doubles as the not-found page of unknown paths.
 */
export default [
  index('routes/home/route.tsx'),
  route('cart', 'routes/cart/route.tsx'),
  route('category/*', 'routes/category/route.tsx'),
  route('search', 'routes/search/route.tsx', { id: 'search' }),
  route('search/*', 'routes/search/route.tsx', { id: 'search-all' }),
  route('diagram/*', 'routes/diagram/route.tsx'),
  route('resources/typeahead', 'routes/search/typeahead.ts'),
  route('resources/parts-finder', 'routes/diagram/parts-finder.ts'),
  route('resources/recently-viewed', 'routes/product/recently-viewed.ts'),
  route('*', 'routes/product/route.tsx'),
] satisfies RouteConfig;
