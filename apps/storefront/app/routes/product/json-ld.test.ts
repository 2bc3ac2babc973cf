import { describe, expect, it } from 'vitest';
import { jsonLdText } from './json-ld';

describe('jsonLdText', () => {
  it('cannot close the script element and still parses to the same value', () => {
    const value = { name: 'Pump </script><script>alert(1)</script> & more', note: 'a\u2028b' };
    const text = jsonLdText(value);
    expect(text).not.toMatch(/<|>|&/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
