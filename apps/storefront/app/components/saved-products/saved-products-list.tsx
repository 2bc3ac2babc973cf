import type { SavedProductsView } from '@pool/api-contract';
import { grid } from '../layout.css';
import { Pager } from '../pager';
import { ProductCard } from '../product-card';
import { saveButton, savedItem } from './saved-products.css';

/**
 * A page of the customer's saved products: each as a product card with a Remove button (a plain POST
 * form; the action answers with the 'Saved Product Removed' toast and comes back to `returnTo`), and
 * paging links. Reusable: the saved-products page draws it, and the pool page's saved_products tab can.
 */
export function SavedProductsList({ page, pageHref, returnTo }: { page: SavedProductsView; pageHref: (page: number) => string; returnTo: string }) {
  if (page.total === 0) return <p>You have no saved products yet.</p>;
  return (
    <>
      <ul className={grid}>
        {page.data.map((product) => (
          <li key={product.id} className={savedItem}>
            <ProductCard product={product} withSave={false} />
            <form method="post" action="/resources/saved-product">
              <input type="hidden" name="intent" value="remove" />
              <input type="hidden" name="sku" value={product.sku} />
              <input type="hidden" name="redirectTo" value={returnTo} />
              <button type="submit" className={saveButton} aria-label={`Remove ${product.title}`}>
                Remove
              </button>
            </form>
          </li>
        ))}
      </ul>
      <Pager current={page.current_page} last={page.last_page} href={pageHref} label="Saved products pages" />
    </>
  );
}
