/**
 * `@pool/http-kit/testing`: helpers for the servers' tests, kept out of the package root so that no
 * app bundles them.
 */
export { mountedRoutes, documentedRoutes, compareRoutes, compareRouteLists, type RouteComparison, type RoutedApp } from './mounted-routes.js';
