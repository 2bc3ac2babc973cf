import type { MenuItemView } from '@pool/api-contract';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor } from '../../../.server/bff';

/**
 * Resource route `GET /resources/menu`: the header menu's whole tree (JSON, `MenuItemView[]`), which
 * the category bar and the mobile menu load after the page, since pages carry only its top level
 * (components/shell/menu-tree.ts, decision 0041). The same for everyone, so the browser and shared
 * caches may keep it; a degraded or failed answer is a 503 nobody keeps, and the menu asks again on
 * its next use.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.shell.get();
    if (response.status === 200 && !response.body.degraded) {
      headers.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
      return Response.json(response.body.menu.items satisfies MenuItemView[], { headers });
    }
    context.log.warn({ status: response.status }, 'menu tree refused or degraded');
  } catch (error) {
    // The shopper left the page before the answer came: nothing went wrong.
    if (!request.signal.aborted) context.log.warn({ err: error }, 'menu tree failed');
  }
  headers.set('Cache-Control', 'no-store');
  return Response.json(null, { status: 503, headers });
}
