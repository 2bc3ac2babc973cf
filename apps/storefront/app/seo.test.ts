import { describe, expect, it } from 'vitest';
import { canonicalUrl, seoMeta } from './seo';

describe('seoMeta', () => {
  it('gives every page a title, description, canonical link and Open Graph card', () => {
    const meta = seoMeta({ title: 'About Us', description: 'Pool experts.', canonical: 'https://shop.example/about' });
    expect(meta).toContainEqual({ title: 'About Us' });
    expect(meta).toContainEqual({ name: 'description', content: 'Pool experts.' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/about' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://shop.example/about' });
    expect(meta).toContainEqual({ property: 'og:type', content: 'website' });
    expect(meta.some((tag) => 'property' in tag && tag.property === 'og:image')).toBe(false);
  });

  it('uses the page’s own Open Graph card with its image', () => {
    const meta = seoMeta({
      title: 'Pool Shock Explained',
      description: 'd',
      canonical: 'https://shop.example/articles/pool-shock-explained',
      openGraph: { type: 'article', title: 'Pool Shock', description: 'd', url: 'https://shop.example/articles/pool-shock-explained', image: 'https://shop.example/images/a.svg' },
    });
    expect(meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(meta).toContainEqual({ property: 'og:image', content: 'https://shop.example/images/a.svg' });
    expect(meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
  });
});

describe('canonicalUrl', () => {
  it('drops the query of the request', () => {
    expect(canonicalUrl(new Request('http://localhost:3000/cart?x=1'), '/cart')).toBe('http://localhost:3000/cart');
  });
});
