import type { LoaderFunctionArgs } from '@remix-run/node';
import { robotsTxt } from './robots';

/** GET /robots.txt, generated for the origin that serves it. */
export function loader({ request }: LoaderFunctionArgs) {
  return new Response(robotsTxt(new URL(request.url).origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
