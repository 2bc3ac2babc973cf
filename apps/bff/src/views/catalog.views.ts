import type {
  Category,
  CategoryView,
  Menu,
  MenuItem,
  MenuItemView,
  MenuView,
  ProductCard,
  ProductDetail,
  ProductPageView,
  ProductSummary,
} from '@pool/api-contract';
import { isOnSale, productBadge, resolvePrice, toCents, type Viewer } from '@pool/pricing';

/** Who is looking, and when: prices and sale state depend on both. */
export interface ViewContext {
  viewer: Viewer;
  now: Date;
}

/** Product (and diagram) pages live at `/{handle}.html` (spec shopping.md section 2). */
export const productHref = (handle: string): string => `/${handle}.html`;

/** Category pages live at `/category/{url}.html`; an upstream url that is already a path is kept. */
export const categoryHref = (url: string): string => (url.startsWith('/') ? url : `/category/${url}.html`);

type StockView = ProductCard['stock'];

export function stockView(product: ProductSummary): StockView {
  const level = product.inventory_level;
  if (product.in_stock || product.inventory_status === 'in') return { status: 'in_stock', label: 'In Stock', level };
  if (product.inventory_status === 'backorder' || product.can_backorder) return { status: 'backorder', label: 'Backorder', level };
  return { status: 'out_of_stock', label: 'Out of Stock', level };
}

/** A listing card; the price is resolved for the viewer (a guest never gets a hide_price amount). */
export function productCard(product: ProductSummary, ctx: ViewContext): ProductCard {
  const price = resolvePrice(product, ctx.viewer, { now: ctx.now });
  const stock = stockView(product);
  const available = (kind: 'delivery' | 'pickup') => product.locations.some((location) => location.kind === kind && location.quantity > 0);
  return {
    id: product.id,
    sku: product.sku,
    handle: product.handle,
    href: productHref(product.handle),
    title: product.title,
    brand: product.brand.name,
    image: product.image,
    price,
    stock,
    badge: productBadge({
      in_stock: product.in_stock,
      has_delivery: available('delivery'),
      has_pickup: available('pickup'),
      can_backorder: product.can_backorder,
      on_sale: isOnSale(product, ctx.now),
      badge: product.badge,
    }),
    rating: { stars: product.review_star_rating, count: product.review_count },
    // A guest cannot buy what they may not see the price of: the cart would show it.
    canAddToCart: stock.status !== 'out_of_stock' && price.visibility === 'shown',
  };
}

export function productPageView(product: ProductDetail, related: readonly ProductSummary[], ctx: ViewContext): ProductPageView {
  const card = productCard(product, ctx);
  return {
    ...card,
    mpn: product.mpn,
    shortDescription: product.short_description,
    description: product.description,
    images: product.images.length > 0 ? product.images : [product.image],
    attributes: product.attributes,
    // Tier prices are amounts too: hidden with the price.
    tiers:
      card.price.visibility === 'shown'
        ? product.pricing_tiers.map((tier) => ({ minQuantity: tier.min_quantity, maxQuantity: tier.max_quantity, price: toCents(tier.price) }))
        : [],
    breadcrumbs: [
      { title: 'Home', href: '/' },
      ...product.categories.map((category) => ({ title: category.title, href: categoryHref(category.url) })),
    ],
    diagrams: product.diagrams.map((diagram) => ({ name: diagram.name, href: productHref(diagram.handle) })),
    related: related.filter((item) => item.id !== product.id).map((item) => productCard(item, ctx)),
    subscribable: product.subscribable ?? false,
  };
}

/** The category part of a category page: links resolved to `/category/{url}.html`. */
export function categoryView(category: Category): CategoryView {
  return {
    id: category.id,
    title: category.title,
    url: category.url,
    href: categoryHref(category.url),
    description: category.description,
    breadcrumbs: category.breadcrumbs.map((crumb) => ({ title: crumb.title, href: crumb.url === '/' ? '/' : categoryHref(crumb.url) })),
    children: category.children.map((child) => ({ title: child.title, href: categoryHref(child.url) })),
  };
}

function menuItemView(item: MenuItem): MenuItemView {
  return { id: item.id, title: item.title, href: categoryHref(item.url), children: item.children.map(menuItemView) };
}

/** The header's menu: every category with the address of its page. */
export function menuView(menu: Menu): MenuView {
  return { items: menu.items.map(menuItemView) };
}
