import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../../../.server/bff';
import { returnIdParam } from '../../../../routing/id-params';

/**
 * `/returns/{id}/label.svg`: a return's printable label, for its owner's session only (the BFF asks
 * commerce-api as the signed-in customer or with the email a guest proved). The SVG has no scripts;
 * a strict content security policy keeps it inert if opened on its own.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = returnIdParam(params.returnId);
  const { bff, headers } = bffFor(request, context);
  const label = await pageData(bff.returns.label({ params: { id } }), headers);
  headers.set('content-type', 'image/svg+xml; charset=utf-8');
  headers.set('cache-control', 'private, no-store');
  headers.set('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
  headers.set('content-disposition', `inline; filename="${label.filename}"`);
  headers.set('x-content-type-options', 'nosniff');
  return new Response(label.svg, { status: 200, headers });
}
