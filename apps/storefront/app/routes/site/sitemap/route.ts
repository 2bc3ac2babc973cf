import type { LoaderFunctionArgs } from '@remix-run/node';
import { bffFor, pageData } from '../../../.server/bff';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

/**
 * GET /sitemap.xml: content pages, categories and products from the BFF. A catalogue of more than one
 * sitemap page answers an index of `/sitemap.xml?page=N`.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const pageParam = url.searchParams.get('page');
  const page = pageParam === null ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || page > 10_000) throw new Response(null, { status: 404 });

  const { bff } = bffFor(request, context);
  const view = await pageData(bff.site.sitemap({ query: { page } }), new Headers());
  const body = pageParam === null && view.pageCount > 1 ? sitemapIndexXml(url.origin, view.pageCount) : urlsetXml(url.origin, view.entries);
  return new Response(body, { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
}
