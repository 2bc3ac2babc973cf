import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlLines, storefrontLink, unlinked, userHtml } from './html.js';

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

describe('a visitor\'s text in a mail', () => {
  const ZWSP = '\u200B';
  it('breaks every scheme, www., bare domain and address for auto-linkers, and reads the same', () => {
    const text = 'Go to https://evil.test/x or www.evil.test or evil.test, mail me@evil.test.';
    const out = unlinked(text);
    expect(out.replaceAll(ZWSP, '')).toBe(text);
    expect(out).not.toMatch(/https?:\/\//);
    expect(out).not.toMatch(/www\./);
    expect(out).not.toMatch(/[a-z]\.test/);
    expect(out).not.toMatch(/[a-z]@[a-z]/);
    // A sentence's full stop followed by a space is left alone.
    expect(unlinked('Hello. Bye.')).toBe('Hello. Bye.');
  });

  it('escapes, keeps line breaks and writes the breaks as entities in HTML', () => {
    expect(userHtml('<a href="https://x.test">x</a>\nnext')).toBe('&lt;a href=&quot;https:&#8203;//x&#8203;.test&quot;&gt;x&lt;/a&gt;<br>next');
    expect(userHtml('www.x.test')).not.toContain('www.');
  });
});
