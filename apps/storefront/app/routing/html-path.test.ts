import { describe, expect, it } from 'vitest';
import { parseHtmlSlug } from './html-path';

describe('parseHtmlSlug', () => {
  it('reads {slug}.html', () => {
    expect(parseHtmlSlug('intex-pool-pump.html')).toBe('intex-pool-pump');
    expect(parseHtmlSlug('a.html')).toBe('a');
    expect(parseHtmlSlug('pool-pumps-2.html')).toBe('pool-pumps-2');
  });

  it('refuses everything else', () => {
    for (const splat of [undefined, '', '.html', 'pump', 'pump.htm', 'pump.html/', 'a/b.html', 'Pump.html', 'pump.html.html', '-pump.html', 'pump-.html', 'p%20p.html', 'pump .html']) {
      expect(parseHtmlSlug(splat), String(splat)).toBeNull();
    }
  });
});
