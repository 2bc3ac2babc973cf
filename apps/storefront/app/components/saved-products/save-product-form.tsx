import { saveButton } from './saved-products.css';

/**
 * Save a product to the account: a plain POST form with one button and no client code of its own (it
 * works without JavaScript and adds only this markup to product pages and cards, whose first-load
 * JavaScript is at its budget). The action (`routes/account/saved-products/resource/route.ts`) saves for the
 * signed-in customer and returns to the page the form was on (its `Referer`); a guest is sent to
 * /login and back.
 */
export function SaveProductForm({ sku, title }: { sku: string; title: string }) {
  return (
    <form method="post" action="/resources/saved-product">
      <input type="hidden" name="sku" value={sku} />
      <button type="submit" className={saveButton} aria-label={`Save ${title}`}>
        Save
      </button>
    </form>
  );
}
