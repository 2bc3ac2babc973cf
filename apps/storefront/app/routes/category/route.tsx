import { Button, Heading, VisuallyHidden } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { grid, lead, page as pageClass, section } from '../../components/layout.css';
import { ProductCard } from '../../components/product-card';
import { categoryHref, parseHtmlSlug } from '../../routing/html-path';
import { canonicalUrl, seoMeta, SITE_NAME } from '../../seo';
import { chip, children as childrenClass, count, pageLink, pager, select, sortForm, toolbar } from './category.css';
import { listingHref, pageWindow, parseListingQuery, SORT_OPTIONS } from '../../components/product-listing/listing-query';

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = parseHtmlSlug(params['*']);
  if (!url) throw new Response(null, { status: 404 });
  const query = parseListingQuery(new URL(request.url).searchParams);
  const { bff, headers } = bffFor(request, context);
  const view = await pageData(bff.pages.category({ params: { url }, query: { page: query.page, sort: query.sort } }), headers);
  const path = categoryHref(url);
  return data(
    {
      view,
      path,
      query,
      seo: {
        title: `${view.category.title}${query.page > 1 ? ` - Page ${query.page}` : ''} | ${SITE_NAME}`,
        description: view.category.description || `Shop ${view.category.title} at ${SITE_NAME}.`,
        canonical: canonicalUrl(request, listingHref(path, { f: [], page: query.page, sort: 'relevance' })),
      },
    },
    { headers },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function CategoryPage() {
  const { view, path, query } = useLoaderData<typeof loader>();
  const { category, products, total, pageCount } = view;
  const crumbs = category.breadcrumbs.filter((crumb) => crumb.href !== category.href);
  return (
    <div className={pageClass}>
      <Breadcrumbs items={crumbs} current={category.title} />
      <header className={section}>
        <Heading level={1} size="xl">
          {category.title}
        </Heading>
        {category.description ? <p className={lead}>{category.description}</p> : null}
      </header>

      {category.children.length > 0 ? (
        <nav aria-label="Sub-categories">
          <ul className={childrenClass}>
            {category.children.map((child) => (
              <li key={child.href}>
                <RemixLink className={chip} to={categoryHref(child.href)}>
                  {child.title}
                </RemixLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <div className={toolbar}>
        <p className={count}>
          {total} {total === 1 ? 'product' : 'products'}
        </p>
        <form method="get" action={path} className={sortForm}>
          <label htmlFor="sort">Sort by</label>
          <select id="sort" name="sort" defaultValue={query.sort} className={select}>
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <Button type="submit" variant="secondary" size="sm">
            Apply
          </Button>
        </form>
      </div>

      {products.length > 0 ? (
        <ul className={grid} aria-label={`${category.title} products`}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} headingLevel={2} eager={index < 4} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={lead}>There are no products in this category yet.</p>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pagination">
          <ul className={pager}>
            {query.page > 1 ? (
              <li>
                <RemixLink className={pageLink} to={listingHref(path, { ...query, page: query.page - 1 })} rel="prev">
                  Previous<VisuallyHidden> page</VisuallyHidden>
                </RemixLink>
              </li>
            ) : null}
            {pageWindow(query.page, pageCount).map((n) => (
              <li key={n}>
                <RemixLink className={pageLink} to={listingHref(path, { ...query, page: n })} aria-current={n === query.page ? 'page' : undefined}>
                  <VisuallyHidden>Page </VisuallyHidden>
                  {n}
                </RemixLink>
              </li>
            ))}
            {query.page < pageCount ? (
              <li>
                <RemixLink className={pageLink} to={listingHref(path, { ...query, page: query.page + 1 })} rel="next">
                  Next<VisuallyHidden> page</VisuallyHidden>
                </RemixLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
