import { describe, expect, it } from 'vitest';
import { absoluteJsonLd, jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { name: 'Pump </script><script>alert(1)</script> & more', note: 'a\u2028b' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('absoluteJsonLd', () => {
  it('makes the offer URL and images absolute on the request origin, leaving the rest', () => {
    const jsonLd = { name: 'Pump', image: ['/images/p/1.svg', 'https://cdn.example/2.png'], offers: { url: '/pump.html', price: '9.99' } };
    expect(absoluteJsonLd(jsonLd, 'https://pool.example/category/x.html?a=1')).toEqual({
      name: 'Pump',
      image: ['https://pool.example/images/p/1.svg', 'https://cdn.example/2.png'],
      offers: { url: 'https://pool.example/pump.html', price: '9.99' },
    });
  });
  it('adds no offer when the price is hidden', () => {
    expect(absoluteJsonLd({ image: [] }, 'http://localhost:3000/p.html')).toEqual({ image: [] });
  });
});
