import type { Cart, CartLineView } from '@pool/api-contract';
import { lineKind, protectionPlanTerm } from '@pool/cart-domain';
import { toCents } from '@pool/pricing';

type UpstreamLine = Cart['products'][number];

/**
 * What a cart line shows of its kind (docs/decisions/0020): the cart-domain kind, a kit's items and the protection
 * plan tied to it, named by its term. A plan's price follows the product's visibility: when the
 * viewer may not see the product's price, the plan carries no amount either (`hiddenCents` says how
 * much to leave out of the subtotal).
 */
export function lineKindFields(cart: Cart, line: UpstreamLine, priceHidden: boolean): Pick<CartLineView, 'kind' | 'plan' | 'bundleItems'> & { hiddenCents: number } {
  const bundled = line.bundled_items ?? [];
  const kind = lineKind({ sku: line.sku, name: line.product_view.title, is_subscription: line.is_subscription, bundled: bundled.length > 0 });
  // A kit lists what it holds (docs/decisions/0065); its line's price is their sum.
  const bundleItems = bundled.length === 0 ? {} : {
    bundleItems: bundled.map((item) => ({ sku: item.sku, name: item.name, quantity: item.quantity, unitPrice: priceHidden ? 0 : toCents(item.price) })),
  };
  const item = cart.custom_products.find((custom) => custom.parent_line_id === line.id);
  if (!item) return { kind, plan: null, ...bundleItems, hiddenCents: 0 };
  const unit = item.price == null ? 0 : toCents(item.price);
  return {
    kind,
    ...bundleItems,
    plan: {
      id: item.id,
      sku: item.sku,
      term: protectionPlanTerm(item.name ?? item.sku),
      quantity: item.quantity,
      unitPrice: priceHidden ? 0 : unit,
      lineTotal: priceHidden ? 0 : unit * item.quantity,
    },
    hiddenCents: priceHidden ? unit * item.quantity : 0,
  };
}
