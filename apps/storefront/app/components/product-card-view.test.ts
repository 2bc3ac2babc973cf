import type { ProductCard } from '@pool/api-contract';
import { describe, expect, it } from 'vitest';
import { cardView } from './product-card-view';

const BFF_CARD: ProductCard = {
  id: 158,
  sku: 'STA000158',
  handle: 'sta-rite-motor',
  href: '/sta-rite-motor.html',
  title: 'Sta-Rite Motor',
  brand: 'Sta-Rite',
  image: { url: '/images/products/STA000158.svg', width: 600, height: 600, alt: 'Sta-Rite Motor' },
  price: { visibility: 'shown', price: 81099, listPrice: 99900, savingsPercent: 19, onSale: true, promotionEnd: '2026-12-31', tier: null, nonMap: false, rewardPoints: 810 },
  stock: { status: 'in_stock', label: 'In Stock', level: 158 },
  badge: { type: 'on_sale', label: 'On Sale', color: '#c00' },
  rating: { stars: 4.2, count: 480 },
  canAddToCart: true,
};

describe('cardView', () => {
  it('keeps what a card renders and drops the rest', () => {
    expect(cardView(BFF_CARD)).toEqual({
      id: 158,
      sku: 'STA000158',
      href: '/sta-rite-motor.html',
      title: 'Sta-Rite Motor',
      brand: 'Sta-Rite',
      image: { url: '/images/products/STA000158.svg', width: 600, height: 600 },
      price: { visibility: 'shown', price: 81099, listPrice: 99900, savingsPercent: 19 },
      stock: { status: 'in_stock', label: 'In Stock' },
      badge: { type: 'on_sale', label: 'On Sale' },
      rating: { stars: 4.2, count: 480 },
      canAddToCart: true,
    });
  });

  it('keeps a hidden price as the BFF gave it, and no badge as none', () => {
    const hidden = { visibility: 'hidden', message: 'Available in store. Call for details', phoneLabel: 'In store phone sales' } as const;
    const view = cardView({ ...BFF_CARD, price: hidden, badge: null });
    expect(view.price).toEqual(hidden);
    expect(view.badge).toBeNull();
  });
});
