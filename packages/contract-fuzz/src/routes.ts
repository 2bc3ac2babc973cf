import { isAppRoute, type AppRoute, type AppRouter } from '@ts-rest/core';
import type { ZodTypeAny } from 'zod';

/** One leaf of a ts-rest router, with what the fuzzer needs to know about it. */
export interface ContractRoute {
  /** Dotted name in the router, e.g. `cart.addItem`. */
  id: string;
  method: AppRoute['method'];
  path: string;
  pathParams: ZodTypeAny | null;
  query: ZodTypeAny | null;
  /** The body schema; `null` for routes without one (GET) or with `c.noBody()`, whose body is never read. */
  body: ZodTypeAny | null;
  headers: ZodTypeAny | null;
  /** Names of the `:params` of `path`, in order. */
  paramNames: string[];
  /** Matches a request path the way Express 4 matches this route (case-insensitive, optional trailing slash). */
  pattern: RegExp;
}

const isZod = (value: unknown): value is ZodTypeAny =>
  typeof value === 'object' && value !== null && typeof (value as { safeParse?: unknown }).safeParse === 'function';

/**
 * Express 4's path-to-regexp 0.1 for the paths contracts use: `:name` is one non-empty segment,
 * `/` and `.` are literal, a trailing slash is optional and case is ignored.
 */
export function expressPattern(path: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => {
      if (part.startsWith(':')) {
        paramNames.push(part.slice(1));
        return '([^/]+?)';
      }
      return part.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    })
    .join('');
  return { pattern: new RegExp(`^${source.replace(/\\\/$/, '')}\\/?$`, 'i'), paramNames };
}

/**
 * Every route of a ts-rest router, depth first in declaration order (the order ts-rest mounts them,
 * so the first match of a method and path is the route Express runs). A route added to the contract
 * is fuzzed without touching the harness.
 */
export function contractRoutes(router: AppRouter, prefix = ''): ContractRoute[] {
  const routes: ContractRoute[] = [];
  for (const [name, node] of Object.entries(router)) {
    const id = prefix ? `${prefix}.${name}` : name;
    if (isAppRoute(node)) {
      const { pattern, paramNames } = expressPattern(node.path);
      routes.push({
        id,
        method: node.method,
        path: node.path,
        pathParams: isZod(node.pathParams) ? node.pathParams : null,
        query: isZod(node.query) ? node.query : null,
        body: 'body' in node && isZod(node.body) ? node.body : null,
        headers: isZod(node.headers) ? node.headers : null,
        paramNames,
        pattern,
      });
    } else {
      routes.push(...contractRoutes(node as AppRouter, id));
    }
  }
  return routes;
}

/** The route Express would run for a method and path (query string excluded), and its raw params. */
export function matchRoute(routes: readonly ContractRoute[], method: string, path: string): { route: ContractRoute; rawParams: Record<string, string> } | null {
  for (const route of routes) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const rawParams: Record<string, string> = {};
    route.paramNames.forEach((name, index) => {
      rawParams[name] = match[index + 1] ?? '';
    });
    return { route, rawParams };
  }
  return null;
}
