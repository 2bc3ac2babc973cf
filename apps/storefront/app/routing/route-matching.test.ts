import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import routeConfig from '../routes';

// React Router's matcher as the server loads it (the CommonJS build Remix requires), with this
// repository's patch (patches/@remix-run__router@1.23.3.patch, docs/decisions/0038 and 0047).
const requireFromRemix = createRequire(createRequire(import.meta.url).resolve('@remix-run/react'));
type Config = { id?: string; file: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Config[] };
type Route = Config & { id: string; children?: Route[] };
type Matches = { route: Route; params: Record<string, string | undefined> }[] | null;
const { matchRoutes } = requireFromRemix('@remix-run/router') as { matchRoutes: (routes: Route[], path: string) => Matches };

/** A new route tree of the storefront's routes, as Remix builds one for every server render. */
function storefrontRoutes(): Route[] {
  const convert = (entries: Config[]): Route[] =>
    entries.map((entry) => ({ id: entry.id ?? entry.file, file: entry.file, path: entry.path, index: entry.index, caseSensitive: entry.caseSensitive, children: entry.children ? convert(entry.children) : undefined }));
  return convert(routeConfig as Config[]);
}

/** How many RegExps `run` constructs. */
function regExpsBuilt(run: () => void): number {
  const Native = globalThis.RegExp;
  let built = 0;
  globalThis.RegExp = new Proxy(Native, {
    construct(target, args: [string, string?]) {
      built += 1;
      return new target(...args);
    },
  });
  try {
    run();
  } finally {
    globalThis.RegExp = Native;
  }
  return built;
}

/** Runs `run` as in a browser (a `document` exists), where route trees may change in place. */
function inBrowser(run: () => void) {
  const had = 'document' in globalThis;
  Object.assign(globalThis, { document: {} });
  try {
    run();
  } finally {
    if (!had) delete (globalThis as { document?: unknown }).document;
  }
}

const files = (matches: Matches) => matches?.map((m) => m.route.file);
const contains = (routes: Route[], route: unknown): boolean => routes.some((r) => r === route || contains(r.children ?? [], route));

describe('route matching (patched @remix-run/router)', () => {
  afterEach(() => {
    expect(globalThis.RegExp.name).toBe('RegExp');
  });

  it('matches the store paths to their routes', () => {
    const routes = storefrontRoutes();
    expect(files(matchRoutes(routes, '/category/pumps/pool-pumps.html'))).toEqual(['routes/layouts/default.tsx', 'routes/category/route.tsx']);
    expect(matchRoutes(routes, '/category/pumps/pool-pumps.html')?.[1]?.params).toEqual({ '*': 'pumps/pool-pumps.html' });
    expect(files(matchRoutes(routes, '/hayward-pump.html'))).toEqual(['routes/layouts/default.tsx', 'routes/catch-all/route.tsx']);
    expect(matchRoutes(routes, '/')?.[1]?.route.id).toBe('home');
    expect(files(matchRoutes(routes, '/account/pool-profiles/3/manual'))).toEqual(['routes/layouts/account.tsx', 'routes/pool-profiles/manual.tsx']);
    expect(matchRoutes(routes, '/account/pool-profiles')?.[1]?.params).toEqual({ id: undefined });
    expect(files(matchRoutes(routes, '/resources/typeahead'))).toEqual(['routes/search/typeahead.ts']);
    expect(files(matchRoutes(routes, '/account/unknown'))).toEqual(['routes/layouts/account.tsx', 'routes/layouts/placeholder.tsx']);
  });

  it('does not flatten, rank and compile the routes again for a new tree of the same routes', () => {
    matchRoutes(storefrontRoutes(), '/category/pumps.html');
    const routes = storefrontRoutes();
    let matches = null as Matches;
    // Upstream compiles a RegExp for every route it tries on every call (dozens for this path).
    expect(regExpsBuilt(() => (matches = matchRoutes(routes, '/category/pumps.html')))).toBe(0);
    // ...and the matches are this tree's route objects, not the first tree's.
    expect(matches).toHaveLength(2);
    for (const match of matches ?? []) expect(contains(routes, match.route)).toBe(true);
  });

  it('in a browser, ranks a tree again once routes are added to it in place (lazy route discovery patches children)', () => {
    inBrowser(() => {
      const routes = storefrontRoutes();
      expect(files(matchRoutes(routes, '/cart/extra'))).toEqual(['routes/layouts/default.tsx', 'routes/catch-all/route.tsx']);
      routes[0]!.children!.push({ id: 'extra', file: 'extra.tsx', path: 'cart/extra' });
      expect(files(matchRoutes(routes, '/cart/extra'))).toEqual(['routes/layouts/default.tsx', 'extra.tsx']);
    });
  });

  it('on the server, matches a tree it has seen without walking the whole tree again (decision 0047)', () => {
    let lengthReads = 0;
    const routes = new Proxy(storefrontRoutes(), {
      get(target, key, receiver) {
        if (key === 'length') lengthReads += 1;
        return Reflect.get(target, key, receiver) as unknown;
      },
    });
    expect(files(matchRoutes(routes, '/category/pumps.html'))).toEqual(['routes/layouts/default.tsx', 'routes/category/route.tsx']);
    expect(lengthReads).toBeGreaterThan(0);
    lengthReads = 0;
    // The ranked branches are found by the tree itself: no walk of its routes (each reads their length).
    expect(files(matchRoutes(routes, '/account/pool-profiles/3/manual'))).toEqual(['routes/layouts/account.tsx', 'routes/pool-profiles/manual.tsx']);
    expect(matchRoutes(routes, '/')?.[1]?.route.id).toBe('home');
    expect(lengthReads).toBe(0);
  });
});
