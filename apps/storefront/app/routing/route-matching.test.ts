import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import routeConfig from '../routes';

// React Router's matcher as the server loads it (the CommonJS build Remix requires).
const requireFromRemix = createRequire(createRequire(import.meta.url).resolve('@remix-run/react'));
type Config = { id?: string; file: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Config[] };
type Route = Config & { id: string; children?: Route[] };
type Matches = { route: Route; params: Record<string, string | undefined> }[] | null;
const { matchRoutes } = requireFromRemix('@remix-run/router') as { matchRoutes: (routes: Route[], path: string) => Matches };

/** A route tree of the storefront's routes, as Remix builds one for a server render. */
function storefrontRoutes(): Route[] {
  const convert = (entries: Config[]): Route[] =>
    entries.map((entry) => ({ id: entry.id ?? entry.file, file: entry.file, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, children: entry.children ? convert(entry.children) : undefined }));
  return convert(routeConfig as Config[]);
}

const files = (matches: Matches) => matches?.map((m) => m.route.file);

describe('route matching', () => {
  it('matches the store paths to their routes', () => {
    const routes = storefrontRoutes();
    expect(files(matchRoutes(routes, '/category/pumps/pool-pumps.html'))).toEqual(['routes/layouts/default.tsx', 'routes/catalogue/category/route.tsx']);
    expect(matchRoutes(routes, '/category/pumps/pool-pumps.html')?.[1]?.params).toEqual({ '*': 'pumps/pool-pumps.html' });
    expect(files(matchRoutes(routes, '/hayward-pump.html'))).toEqual(['routes/layouts/default.tsx', 'routes/catalogue/catch-all/route.tsx']);
    expect(matchRoutes(routes, '/')?.[1]?.route.id).toBe('home');
    expect(files(matchRoutes(routes, '/account/pool-profiles/3/manual'))).toEqual(['routes/layouts/account.tsx', 'routes/account/pool-profiles/manual/route.tsx']);
    expect(matchRoutes(routes, '/account/pool-profiles')?.[1]?.params).toEqual({ id: undefined });
    expect(files(matchRoutes(routes, '/resources/typeahead'))).toEqual(['routes/catalogue/search/typeahead/route.ts']);
    // No stand-in page: unknown account paths, deep pool-profile ones included, reach the catch-all's 404.
    expect(files(matchRoutes(routes, '/account/unknown'))).toEqual(['routes/layouts/default.tsx', 'routes/catalogue/catch-all/route.tsx']);
    expect(files(matchRoutes(routes, '/account/pool-profiles/3/anything'))).toEqual(['routes/layouts/default.tsx', 'routes/catalogue/catch-all/route.tsx']);
    expect(files(matchRoutes(routes, '/account/pool-profiles/3/manual/x'))).toEqual(['routes/layouts/default.tsx', 'routes/catalogue/catch-all/route.tsx']);
    expect(files(matchRoutes(routes, '/product/hayward-super-pump'))).toEqual(['routes/layouts/default.tsx', 'routes/catalogue/catch-all/route.tsx']);
    expect(files(matchRoutes(routes, '/checkout/login/token/abc'))).toEqual(['routes/account/access/checkout-login-token/route.ts']);
    expect(matchRoutes(routes, '/checkout/login/token/abc')?.[0]?.params).toEqual({ token: 'abc' });
    // The spec's optional ids: `/thankyou/{cartId?}` and `/quotes/{quote?}` have routes of their own without them.
    expect(files(matchRoutes(routes, '/thankyou'))).toEqual(['routes/layouts/default.tsx', 'routes/checkout/thankyou/route.tsx']);
    expect(matchRoutes(routes, '/thankyou')?.[1]?.params).toEqual({ cartId: undefined });
    expect(files(matchRoutes(routes, '/quotes'))).toEqual(['routes/layouts/default.tsx', 'routes/cart/quote/route.tsx']);
  });
});
