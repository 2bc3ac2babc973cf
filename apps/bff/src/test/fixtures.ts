import type { Cart, CartLine, ProductDetail, ProductSummary, QuestionsPage, ReviewsPage } from '@pool/api-contract';

/** A listing product as the upstream sends it; override what a test is about. */
export function productSummary(overrides: Partial<ProductSummary> = {}): ProductSummary {
  return {
    id: 101,
    sku: 'PUMP-101',
    handle: 'hayward-super-pump',
    title: 'Hayward Super Pump 1.5 HP',
    mpn: 'SP2610X15',
    brand: { id: 1, name: 'Hayward', slug: 'hayward' },
    image: { url: '/images/products/101.svg', width: 600, height: 600, alt: 'Hayward Super Pump' },
    price: 649.99,
    list_price: 799.99,
    on_sale: false,
    promotion_end: null,
    hide_price: false,
    allow_non_map_pricing: false,
    non_map_price: null,
    pricing_tiers: [],
    review_star_rating: 4.5,
    review_count: 12,
    short_description: 'Reliable pump.',
    badge: null,
    type: 'listings',
    weight: 30,
    in_stock: true,
    inventory_level: 25,
    inventory_status: 'in',
    can_backorder: false,
    locations: [],
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...productSummary(),
    description: 'A long description.',
    images: [],
    attributes: [{ key: 'warranty', title: 'Warranty', value: '1 Year' }],
    categories: [{ id: 2, title: 'Pumps', url: 'pumps' }],
    diagrams: [{ name: 'Super Pump Parts', handle: 'super-pump-parts-diagram' }],
    related_skus: [],
    ...overrides,
  };
}

export function cartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: '0b6f5a52-8a3c-4b8e-9d55-2f0c7f7c1a01',
    product_id: 101,
    sku: 'PUMP-101',
    quantity: 2,
    price: 19.99,
    list_price: null,
    image_url: '/images/products/101.svg',
    is_subscription: false,
    period: null,
    inventory_level: 40,
    hide_price: false,
    product_view: { handle: 'hayward-super-pump', title: 'Hayward Super Pump', name: 'Hayward Super Pump' },
    ...overrides,
  };
}

export function cart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: '7d9b1c3e-2f4a-4b6c-8d0e-1a2b3c4d5e6f',
    customer_id: null,
    cart_amount: 39.98,
    products: [cartLine()],
    coupons: [],
    discount_amount: 0,
    total_amount: overrides.cart_amount ?? 39.98,
    free_shipping: false,
    custom_products: [],
    redirect_urls: { embedded_checkout_url: null },
    ...overrides,
  };
}

/** A page of a product's reviews as commerce-api sends it (one review by default). */
export function reviewsPage(overrides: Partial<ReviewsPage> = {}): ReviewsPage {
  return {
    data: [{ id: 9, author: 'Sam S.', rating: 5, title: 'Quiet', text: 'Runs quietly all summer.', created_at: '2026-05-01T00:00:00.000Z' }],
    current_page: 1, per_page: 5, total: 1, last_page: 1, average: 5, count: 1,
    ...overrides,
  };
}

/** A page of a product's questions as commerce-api sends it (none by default). */
export function questionsPage(overrides: Partial<QuestionsPage> = {}): QuestionsPage {
  return { data: [], current_page: 1, per_page: 5, total: 0, last_page: 1, ...overrides };
}
