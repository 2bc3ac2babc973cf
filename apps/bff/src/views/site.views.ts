import type {
  ContentBlockView, ContentPage, ContentPageView, DiagramDetail, Handle, Menu, MenuItem, ProductDetail, ProductSummary, SiteConfig, Sitemap,
  SitemapProducts, SitemapView,
} from '@pool/api-contract';
import { categoryHref, productCard, productHref, type ViewContext } from './catalog.views.js';

const HANDLE = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

/**
 * The canonical path of a content page (spec site-shell.md 2.4): `/` for home, `.html` for the
 * same-day delivery location pages and the how-to blog (`/blog/how-to.html`), a plain path otherwise.
 */
export function contentPath(handle: string): string {
  if (handle === 'home') return '/';
  if (handle.startsWith('location/') || handle === 'blog/how-to') return `/${handle}.html`;
  return `/${handle}`;
}

/** The handle a catch-all path names: `/blog/how-to.html` → `blog/how-to`; `null` when it cannot name one. */
export function handleOfPath(path: string): string | null {
  if (path === '/') return 'home';
  const bare = path.slice(1).replace(/\.html$/, '');
  return HANDLE.test(bare) ? bare : null;
}

/** `/category/{url}.html` → `url`. */
export function categoryUrlOfPath(path: string): string | null {
  const match = /^\/category\/([a-z0-9-]+)\.html$/.exec(path);
  return match?.[1] ?? null;
}

/** `/diagram/{handle}` and `/diagram/{handle}.html`: other addresses of a diagram page, which render it too. */
const DIAGRAM_PATH = /^\/diagram\/([a-z0-9-]+)(?:\.html)?$/;

/** `/product/{handle}` and `/product/{handle}.html`: old addresses of a product page (spec site-shell.md 2.3). */
const PRODUCT_PATH = /^\/product\/([a-z0-9-]+)(?:\.html)?$/;

/**
 * The handle to look up for a page path: `/category/{url}.html` → `url`, `/diagram/{handle}` and
 * `/product/{handle}` → `handle`, otherwise {@link handleOfPath}; `null` when the path cannot name a page.
 */
export function pageHandleOfPath(path: string): string | null {
  return categoryUrlOfPath(path) ?? DIAGRAM_PATH.exec(path)?.[1] ?? PRODUCT_PATH.exec(path)?.[1] ?? handleOfPath(path);
}

/** What a path names once its handle is known: the page to read, a redirect, or a category (read elsewhere). */
export type PathTarget =
  | { kind: 'product'; product: ProductDetail }
  | { kind: 'diagram'; diagram: DiagramDetail }
  | { kind: 'content'; page: ContentPage }
  | { kind: 'category'; url: string }
  | { kind: 'redirect'; to: string; status: 301 };

const permanent = (to: string): PathTarget => ({ kind: 'redirect', to, status: 301 });

/**
 * What `path` names, given the page behind its handle ({@link pageHandleOfPath}); `null` when it names
 * nothing (a `/diagram/*` address of something that is no diagram). Products, diagrams and categories
 * live at one address each: any other address of theirs is a permanent redirect there, but for the
 * `/diagram/*` addresses of a diagram, which render it (with its canonical link). A `/product/*` address
 * names only a product (a permanent redirect to its page). Content pages are served with and without
 * `.html`; home only at `/`.
 */
export function pathTarget(path: string, found: Handle): PathTarget | null {
  if (DIAGRAM_PATH.test(path)) return found.type === 'diagram' ? { kind: 'diagram', diagram: found.diagram } : null;
  if (PRODUCT_PATH.test(path)) return found.type === 'product' ? permanent(productHref(found.product.handle)) : null;
  switch (found.type) {
    case 'product': {
      const canonicalPath = productHref(found.product.handle);
      return path === canonicalPath ? { kind: 'product', product: found.product } : permanent(canonicalPath);
    }
    case 'diagram': {
      const canonicalPath = productHref(found.diagram.handle);
      return path === canonicalPath ? { kind: 'diagram', diagram: found.diagram } : permanent(canonicalPath);
    }
    case 'category': {
      const canonicalPath = categoryHref(found.category.url);
      return path === canonicalPath ? { kind: 'category', url: found.category.url } : permanent(canonicalPath);
    }
    case 'page':
      if (found.page.handle === 'home' && path !== '/') return permanent('/');
      return { kind: 'content', page: found.page };
  }
}

function flattenMenu(items: readonly MenuItem[]): MenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children)]);
}

const absolute = (origin: string, path: string): string => new URL(path, origin).toString();

/** Blog posts and articles are articles to Open Graph; index and landing pages are websites. */
function openGraphType(handle: string): 'article' | 'website' {
  if (handle.startsWith('articles/')) return 'article';
  return handle.startsWith('blog/') && handle !== 'blog/how-to' ? 'article' : 'website';
}

/**
 * A content page as the storefront renders it: product blocks become cards priced for the viewer
 * (products the upstream no longer has are left out), category blocks become tiles named from the menu.
 */
export function contentPageView(
  page: ContentPage,
  data: { products: readonly ProductSummary[]; menu: Menu | null; site: SiteConfig; degraded: boolean },
  ctx: ViewContext,
): ContentPageView {
  const bySku = new Map(data.products.map((product) => [product.sku, product]));
  const titles = new Map(flattenMenu(data.menu?.items ?? []).map((item) => [item.url, item.title]));
  const blocks = page.blocks.map((block): ContentBlockView => {
    switch (block.kind) {
      case 'products':
        return {
          kind: 'products',
          heading: block.heading,
          products: block.skus.flatMap((sku) => {
            const product = bySku.get(sku);
            return product ? [productCard(product, ctx)] : [];
          }),
        };
      case 'categories':
        return {
          kind: 'categories',
          heading: block.heading,
          categories: block.urls.map((url) => ({ title: titles.get(url) ?? url, href: categoryHref(url), image: null })),
        };
      default:
        return block;
    }
  });
  const canonicalPath = contentPath(page.handle);
  const hero = page.blocks.find((block) => block.kind === 'hero');
  const image = hero?.kind === 'hero' && hero.image ? { ...hero.image, url: absolute(data.site.origin, hero.image.url) } : null;
  return {
    handle: page.handle,
    title: page.title,
    description: page.description,
    canonicalPath,
    openGraph: {
      type: openGraphType(page.handle),
      title: page.title,
      description: page.description,
      url: absolute(data.site.origin, canonicalPath),
      image,
    },
    blocks,
    degraded: data.degraded,
  };
}

/** The skus of a content page's product blocks, in order, once each. */
export function contentSkus(page: ContentPage): string[] {
  return [...new Set(page.blocks.flatMap((block) => (block.kind === 'products' ? block.skus : [])))];
}

/** Products a sitemap page lists (under the protocol's 50,000 URLs with the pages and categories of page 1). */
export const SITEMAP_PRODUCTS_PER_PAGE = 10_000;

/** One sitemap page: page 1 carries content pages and categories too. */
export function sitemapView(
  origin: string,
  page: number,
  summary: Sitemap,
  products: SitemapProducts | null,
): SitemapView {
  const pageCount = Math.max(1, Math.ceil(summary.products_total / SITEMAP_PRODUCTS_PER_PAGE));
  const entries: SitemapView['entries'] = [];
  if (page === 1) {
    for (const entry of summary.pages) entries.push({ path: contentPath(entry.handle), kind: 'page', lastModified: entry.updated_at });
    for (const entry of summary.categories) entries.push({ path: categoryHref(entry.handle), kind: 'category', lastModified: entry.updated_at });
  }
  for (const entry of products?.products ?? []) entries.push({ path: productHref(entry.handle), kind: 'product', lastModified: entry.updated_at });
  return { origin, page, pageCount, entries };
}
