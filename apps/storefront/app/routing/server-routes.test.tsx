import { createRequire } from 'node:module';
import { useContext, type Context } from 'react';
import { renderToString } from 'react-dom/server';
import type * as Remix from '@remix-run/react';
import { describe, expect, it } from 'vitest';

// Remix's server render as the server loads it (CommonJS), with this repository's patches of
// @remix-run/react and react-router-dom (docs/decisions/0047): the route tree is built once per build.
const require = createRequire(import.meta.url);
const requireFromRemix = createRequire(require.resolve('@remix-run/react'));
const { RemixServer, Outlet } = require('@remix-run/react') as typeof Remix;
// What the test uses of Remix's own dependencies (not the storefront's: pnpm keeps them apart).
type Route = { id: string; path: string; children?: Route[] };
type Tree = Route[];
type HandlerContext = { matches: { route: unknown }[] };
type StaticRouter = { routes: Tree; state: { matches: { route: unknown }[] } };
const { UNSAFE_DataRouterContext: DataRouterContext } = requireFromRemix('react-router') as { UNSAFE_DataRouterContext: Context<{ router: { routes: unknown } } | null> };
const { createStaticHandler } = requireFromRemix('@remix-run/router') as { createStaticHandler: (routes: Tree) => { query: (request: Request) => Promise<HandlerContext | Response> } };
const { createStaticRouter } = requireFromRemix('react-router-dom/server') as { createStaticRouter: (routes: Tree, context: HandlerContext) => StaticRouter };

type RemixServerContext = Parameters<typeof RemixServer>[0]['context'];

/** The route trees the renders saw (the static router's), in order. */
const treesSeen: unknown[] = [];

function Page({ name }: { name: string }) {
  treesSeen.push(useContext(DataRouterContext)?.router.routes);
  return <p>{name}</p>;
}

const manifestRoute = (id: string, path: string, parentId?: string) => ({
  id, path, parentId, module: `/${id}.js`, hasLoader: false, hasAction: false, hasClientLoader: false, hasClientAction: false, hasErrorBoundary: false,
});

/** A build of three routes: the root layout and the pages `/pumps` and `/filters`. */
function build() {
  const manifest = {
    routes: { root: manifestRoute('root', ''), pumps: manifestRoute('pumps', 'pumps', 'root'), filters: manifestRoute('filters', 'filters', 'root') },
    entry: { module: '/entry.js', imports: [] },
    url: '/manifest.js',
    version: '1',
  };
  const routeModules = {
    root: { default: () => <main><Outlet /></main> },
    pumps: { default: () => <Page name="Pumps" /> },
    filters: { default: () => <Page name="Filters" /> },
  };
  const handler = createStaticHandler([{ id: 'root', path: '', children: [{ id: 'pumps', path: 'pumps' }, { id: 'filters', path: 'filters' }] }]);
  const future = { v3_fetcherPersist: false, v3_relativeSplatPath: false, v3_throwAbortReason: false, v3_routeConfig: false, v3_singleFetch: false, v3_lazyRouteDiscovery: false, unstable_optimizeDeps: false };
  return { manifest, routeModules, handler, future };
}

/** The HTML of `url` rendered by <RemixServer> from `built`, as the server renders a document. */
async function render(built: ReturnType<typeof build>, url: string) {
  const staticHandlerContext = await built.handler.query(new Request(url));
  if (staticHandlerContext instanceof Response) throw new Error('a redirect');
  const context = {
    manifest: built.manifest,
    // A new object for every request, as Remix's server makes it; the modules in it are the build's.
    routeModules: { ...built.routeModules },
    staticHandlerContext,
    // The build's own, as Remix's server hands it on.
    future: built.future,
    isSpaMode: false,
    serverHandoffString: '{}',
    renderMeta: {},
  } as unknown as RemixServerContext;
  return renderToString(<RemixServer context={context} url={url} />);
}

describe('the server route tree (patched @remix-run/react and react-router-dom)', () => {
  it('renders each page from one route tree per build', async () => {
    treesSeen.length = 0;
    const built = build();
    expect(await render(built, 'http://store.test/pumps')).toContain('<main><p>Pumps</p></main>');
    expect(await render(built, 'http://store.test/filters')).toContain('<main><p>Filters</p></main>');
    expect(await render(built, 'http://store.test/pumps')).toContain('<main><p>Pumps</p></main>');
    expect(treesSeen).toHaveLength(3);
    expect(treesSeen[0]).toBeDefined();
    expect(treesSeen[1]).toBe(treesSeen[0]);
    expect(treesSeen[2]).toBe(treesSeen[0]);
  });

  it('builds the tree again for another build, or when a route module changed (a reload in development)', async () => {
    treesSeen.length = 0;
    const first = build();
    await render(first, 'http://store.test/pumps');
    await render(build(), 'http://store.test/pumps');
    const changed = { ...first, routeModules: { ...first.routeModules, pumps: { default: () => <Page name="Pumps, changed" /> } } };
    expect(await render(changed, 'http://store.test/pumps')).toContain('<p>Pumps, changed</p>');
    expect(new Set(treesSeen).size).toBe(3);
  });

  it('gives the static router the same data routes for the same route tree, and matches from them', async () => {
    const built = build();
    const routes: Tree = [{ id: 'root', path: '', children: [{ id: 'pumps', path: 'pumps' }] }];
    const first = createStaticRouter(routes, (await built.handler.query(new Request('http://store.test/pumps'))) as HandlerContext);
    const second = createStaticRouter(routes, (await built.handler.query(new Request('http://store.test/pumps'))) as HandlerContext);
    expect(second.routes).toBe(first.routes);
    expect(second.state.matches.map((match) => match.route)).toEqual([first.routes[0], first.routes[0]!.children![0]]);
    expect(second.state.matches[1]!.route).toBe(first.routes[0]!.children![0]);
  });
});
