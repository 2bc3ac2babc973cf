import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor } from '../../../../.server/bff';

/**
 * Resource route `GET /resources/fits?products=12,40,7`: which of a page's products fit the signed-in
 * customer's equipment (`{ data: [{ productId, model, ... }] }`), for the 'Fits your …' badges that the
 * lazily loaded components/fits/fits-badges.ts fills in after the page (docs/decisions/0032). The page
 * itself is shared by every signed-in customer, so this personal answer is never cached. A guest gets
 * 401, a malformed list 400 (the BFF's answers, passed on).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const answer = await bff.pools.fits({ query: { products: new URL(request.url).searchParams.get('products') ?? '' } });
  headers.set('Cache-Control', 'private, no-store');
  if (answer.status === 200) return Response.json(answer.body, { headers });
  const status = answer.status >= 400 && answer.status < 500 ? answer.status : 502;
  return Response.json({ title: 'Could not check which parts fit.' }, { status, headers });
}
