/**
 * The routes an Express 4 app really mounts, and how they compare with an OpenAPI document: for tests
 * that keep a server and its contract in step (a route added without its contract, or a contract route
 * left unmounted, fails them). Reads Express's internal router stack (`app._router.stack`).
 */

/** The parts of an Express 4 `Layer` read here. */
interface Layer {
  name: string;
  route?: { path: string | RegExp | (string | RegExp)[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  regexp: RegExp & { fast_slash?: boolean };
  keys?: { name: string | number }[];
}

/** An app or a `Router`: anything with a router stack. */
export type RoutedApp = object;

function stackOf(app: RoutedApp): Layer[] {
  const holder = app as { _router?: { stack?: Layer[] }; stack?: Layer[] };
  const stack = holder._router?.stack ?? holder.stack;
  if (!Array.isArray(stack)) throw new Error('Not an Express 4 app or router: no router stack to read.');
  return stack;
}

/**
 * The path a router was mounted under (`app.use('/v1', router)`), rebuilt from the layer's pattern
 * (`/^\/v1\/?(?=\/|$)/i`, a parameter as `(?:\/([^/]+?))`); `''` at the root. A pattern it cannot
 * read is an error, never a guess.
 */
function mountPath(layer: Layer): string {
  if (layer.regexp.fast_slash) return '';
  const body = /^\^(.*)\\\/\?\(\?=\\\/\|\$\)$/.exec(layer.regexp.source)?.[1];
  let param = 0;
  const path = body
    ?.replace(/\(\?:\\\/\(\[\^\\?\/\]\+\?\)\)/g, () => `\\/:${String(layer.keys?.[param++]?.name ?? '')}`)
    .replace(/\\(.)/g, '$1');
  if (path === undefined || !/^(\/:?[\w.-]+)+$/.test(path)) {
    throw new Error(`Cannot read the mount path of router pattern ${String(layer.regexp)}.`);
  }
  return path;
}

/**
 * Every route of the app as `METHOD /path` (Express's `:param` paths, nested routers included, each
 * once), sorted. A route on `app.all` is `ALL /path`; a route whose path is a pattern is an error.
 */
export function mountedRoutes(app: RoutedApp): string[] {
  const routes = new Set<string>();
  const walk = (stack: Layer[], prefix: string): void => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          if (typeof path !== 'string') throw new Error(`A route path is a pattern (${String(path)}): list it by hand.`);
          for (const method of Object.keys(layer.route.methods)) {
            // A nested router's '/' is its mount path itself (Express matches both, without strict routing).
            routes.add(`${method === '_all' ? 'ALL' : method.toUpperCase()} ${prefix && path === '/' ? prefix : prefix + path}`);
          }
        }
      } else if (layer.name === 'router' && Array.isArray(layer.handle.stack)) {
        walk(layer.handle.stack, prefix + mountPath(layer));
      }
    }
  };
  walk(stackOf(app), '');
  return [...routes].sort();
}

/** The operations of an OpenAPI document as `METHOD /path`, with Express's `:param` for `{param}`. */
export function documentedRoutes(document: { paths: Record<string, unknown> }): string[] {
  const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
  return Object.entries(document.paths)
    .flatMap(([path, item]) =>
      Object.keys(item as object)
        .filter((key) => methods.has(key))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`))
    .sort();
}

export interface RouteComparison {
  /** Mounted, but neither in the document nor among the allowed extras: a route without its contract. */
  undocumented: string[];
  /** In the document, but not mounted: a contract route the server does not answer. */
  unmounted: string[];
  /** Allowed extras that are no longer mounted (the list should shrink with the app). */
  staleExtras: string[];
}

/**
 * Compares an app's routes with its OpenAPI document. `extras`: routes outside the contract that the
 * app may mount (health probes, metrics, …), as `METHOD /path`. All three lists are empty when the two agree.
 */
export function compareRoutes(app: RoutedApp, document: { paths: Record<string, unknown> }, extras: readonly string[]): RouteComparison {
  const mounted = mountedRoutes(app);
  const documented = documentedRoutes(document);
  return compareRouteLists(mounted, documented, extras);
}

/** {@link compareRoutes} on lists already made. */
export function compareRouteLists(mounted: readonly string[], documented: readonly string[], extras: readonly string[]): RouteComparison {
  const isMounted = new Set(mounted);
  const isDocumented = new Set(documented);
  const isExtra = new Set(extras);
  return {
    undocumented: mounted.filter((route) => !isDocumented.has(route) && !isExtra.has(route)),
    unmounted: documented.filter((route) => !isMounted.has(route)),
    staleExtras: extras.filter((route) => !isMounted.has(route)),
  };
}
