import type { SavedProductsView } from '@pool/api-contract';
import { grid } from '../layout.css';
import { Pager } from '../pager';
import { ProductCard } from '../product-card';
import { moveForm, poolSelect, saveButton, savedItem } from './saved-products.css';

/**
 * A page of the customer's saved products: each as a product card with the pool it is saved in, a
 * Move form (a plain POST: a pool select and a button; saving a saved product into another pool moves
 * it, decision 0033; 'Product Saved to {pool name}') when `pools` is given, a Remove button ('Saved
 * Product Removed'), and paging links. Both forms come back to `returnTo`. The saved-products page and
 * the pool page's saved_products tab draw it.
 */
export function SavedProductsList({ page, pageHref, returnTo, pools = [] }: {
  page: SavedProductsView;
  pageHref: (page: number) => string;
  returnTo: string;
  pools?: readonly { id: number; name: string }[];
}) {
  if (page.total === 0) return <p>You have no saved products yet.</p>;
  return (
    <>
      <ul className={grid}>
        {page.data.map((product) => (
          <li key={product.id} className={savedItem}>
            <ProductCard product={product} withSave={false} />
            <p>{product.pool ? `Pool: ${product.pool.name}` : 'Not in a pool'}</p>
            {pools.length > 0 ? (
              <form method="post" action="/resources/saved-product" className={moveForm}>
                <input type="hidden" name="sku" value={product.sku} />
                <input type="hidden" name="redirectTo" value={returnTo} />
                <label htmlFor={`move-${product.id}`}>Move to</label>
                <select id={`move-${product.id}`} name="pool" className={poolSelect} aria-label={`Move ${product.title} to`} defaultValue={product.pool ? String(product.pool.id) : 'none'}>
                  {pools.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
                  <option value="none">No pool</option>
                </select>
                <button type="submit" className={saveButton} aria-label={`Move ${product.title}`}>
                  Move
                </button>
              </form>
            ) : null}
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
