import { Heading } from '@pool/ui';
import { Breadcrumbs } from '../../../components/breadcrumbs';
import { lead, page as pageClass, section } from '../../../components/layout.css';
import { ProductListing } from '../../../components/product-listing/product-listing';
import { AppLink } from '../../../routing/app-link';
import type { CategoryPageData } from './category.server';
import { chip, children as childrenClass } from './category.css';

/** The category page body: breadcrumbs, title, sub-categories, then the filterable listing. */
export function CategoryPage({ data }: { data: CategoryPageData }) {
  const { view, path } = data;
  const { category, listing } = view;
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
                <AppLink className={chip} to={child.href}>
                  {child.title}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <ProductListing
        listing={listing}
        path={path}
        label={`${category.title} products`}
        empty={<p className={lead}>{listing.applied.length > 0 ? 'No products match these filters.' : 'There are no products in this category yet.'}</p>}
      />
    </div>
  );
}
