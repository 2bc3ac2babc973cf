import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlLines, storefrontLink } from './html.js';

describe('mail HTML helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(htmlLines('a<b\r\nc')).toBe('a&lt;b<br>c');
  });

  it('writes only http(s) links on the storefront', () => {
    expect(storefrontLink('http://localhost:3000', '/a.html')).toBe('http://localhost:3000/a.html');
    expect(storefrontLink('https://shop.test/base/', 'a.html')).toBe('https://shop.test/base/a.html');
    expect(() => storefrontLink('javascript:alert(1)', '/a.html')).toThrow();
  });
});
