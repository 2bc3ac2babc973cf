// The bare app's only route (route config, as the storefront's v3_routeConfig flag requires).
import { type RouteConfig, index } from '@remix-run/route-config';

export default [index('routes/_index.tsx')] satisfies RouteConfig;
