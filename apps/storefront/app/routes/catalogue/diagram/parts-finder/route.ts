import { data, type LoaderFunctionArgs } from '@remix-run/node';
import { bffFor } from '../../../../.server/bff';
import type { PartsFinderData } from '../../../../components/parts-finder/parts-finder-answer';

/**
 * Resource route `GET /resources/parts-finder`: the diagram map the finder's three dropdowns choose
 * from, loaded when the panel opens (it is the same for everyone, so the browser may cache it).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  try {
    const response = await bff.catalog.partsFinder();
    if (response.status === 200) {
      headers.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600');
      return data<PartsFinderData>(response.body, { headers });
    }
    context.log.warn({ status: response.status }, 'parts finder refused');
  } catch (error) {
    context.log.warn({ err: error }, 'parts finder failed');
  }
  headers.set('Cache-Control', 'no-store');
  return data<PartsFinderData>(null, { headers });
}
