import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('allows the catalogue, keeps crawlers out of personal pages and names the sitemap', () => {
    const text = robotsTxt('https://shop.example');
    expect(text.startsWith('User-agent: *\n')).toBe(true);
    expect(text).toContain('Disallow: /account\n');
    expect(text).toContain('Disallow: /cart\n');
    expect(text).not.toMatch(/Disallow: \/\n/);
    expect(text.trimEnd().endsWith('Sitemap: https://shop.example/sitemap.xml')).toBe(true);
  });
});
