import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';

describe('urlsetXml', () => {
  it('lists absolute, escaped URLs with their dates', () => {
    const xml = urlsetXml('https://shop.example', [
      { path: '/about', kind: 'page', lastModified: null },
      { path: '/category/pumps.html', kind: 'category', lastModified: '2026-05-01T10:00:00Z' },
      { path: '/a&b.html', kind: 'product', lastModified: null },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://shop.example/about</loc></url>');
    expect(xml).toContain('<url><loc>https://shop.example/category/pumps.html</loc><lastmod>2026-05-01</lastmod></url>');
    expect(xml).toContain('<loc>https://shop.example/a&amp;b.html</loc>');
  });
});

describe('sitemapIndexXml', () => {
  it('points at each page', () => {
    const xml = sitemapIndexXml('https://shop.example', 2);
    expect(xml).toContain('<loc>https://shop.example/sitemap.xml?page=1</loc>');
    expect(xml).toContain('<loc>https://shop.example/sitemap.xml?page=2</loc>');
  });
});
