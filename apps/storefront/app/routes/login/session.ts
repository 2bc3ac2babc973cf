import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../.server/bff';

/**
 * GET /session: who is signed in, loaded fresh each time the account drawer opens (spec
 * site-shell.md 2.10). Personal: never cached.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const shell = await pageData(bff.pages.shell(), headers);
  headers.set('cache-control', 'private, no-store');
  return data({ viewer: shell.viewer }, { headers });
}
