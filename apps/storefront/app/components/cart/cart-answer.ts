import type { CartView, RelatedProductView, ShippingEstimateView } from '@pool/api-contract';
import type { PageSeo } from '../../seo';

/** What the cart action (routes/cart/route.tsx) answers a fetcher (or the no-JavaScript cart page on failure). */
export type CartActionData = { ok: true; cart: CartView; related?: RelatedProductView[] } | { ok: false; message: string; details: string[] };

/** What the /cart loader answers: the page, and the mini cart's fetcher, read the cart and 'Customers also bought'. */
export interface CartReadData {
  cart: CartView;
  related: RelatedProductView[];
  /** The cart page's shipping estimate, streamed after the page (the mini cart does not show it). */
  shippingEstimate?: Promise<ShippingEstimateView>;
  seo: PageSeo;
}
