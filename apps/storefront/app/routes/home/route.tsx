import { Heading } from '@pool/ui';
import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link as RemixLink, useLoaderData } from '@remix-run/react';
import { bffFor, pageData } from '../../.server/bff';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { grid, page, section } from '../../components/layout.css';
import { ProductCard } from '../../components/product-card';
import { categoryHref } from '../../routing/html-path';
import { canonicalUrl, seoMeta } from '../../seo';
import { hero, heroCta, heroText, heroTitle, tile, tileImage, tiles } from './home.css';

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { bff, headers } = bffFor(request, context);
  const home = await pageData(bff.pages.home(), headers);
  return data({ home, seo: { title: home.title, description: home.description, canonical: canonicalUrl(request, '/') } }, { headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function HomePage() {
  const { home } = useLoaderData<typeof loader>();
  return (
    <div className={page}>
      {home.hero ? (
        <section className={hero}>
          <h1 className={heroTitle}>{home.hero.heading}</h1>
          <p className={heroText}>{home.hero.text}</p>
          {home.hero.cta ? (
            <RemixLink className={heroCta} to={home.hero.cta.href}>
              {home.hero.cta.label}
            </RemixLink>
          ) : null}
        </section>
      ) : (
        <Heading level={1} size="xl">
          {home.title}
        </Heading>
      )}

      <section className={section} aria-labelledby="top-categories">
        <Heading level={2} size="lg" id="top-categories">
          Shop by Category
        </Heading>
        <ul className={tiles}>
          {home.topCategories.map((category) => (
            <li key={category.href}>
              <RemixLink className={tile} to={categoryHref(category.href)}>
                {category.image ? (
                  <img className={tileImage} src={category.image.url} alt="" width={category.image.width} height={category.image.height} loading="lazy" />
                ) : null}
                {category.title}
              </RemixLink>
            </li>
          ))}
        </ul>
      </section>

      {home.popularProducts.length > 0 ? (
        <section className={section} aria-labelledby="popular-products">
          <Heading level={2} size="lg" id="popular-products">
            Popular Products
          </Heading>
          <ul className={grid}>
            {home.popularProducts.map((product, index) => (
              <li key={product.id}>
                <ProductCard product={product} eager={index < 4} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
