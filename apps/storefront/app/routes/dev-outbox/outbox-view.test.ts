import { describe, expect, it } from 'vitest';
import { framedMail, linkify, MAIL_FRAME_SANDBOX, outboxDate } from './outbox-view';

describe('linkify', () => {
  it('turns http(s) URLs into links and leaves trailing punctuation as text', () => {
    expect(linkify('See http://x.test/a.html. Or https://y.test/b?c=1, then')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'http://x.test/a.html' },
      { kind: 'text', text: '. Or ' },
      { kind: 'link', href: 'https://y.test/b?c=1' },
      { kind: 'text', text: ', then' },
    ]);
  });

  it('never makes a link of another scheme', () => {
    expect(linkify('javascript:alert(1) mailto:a@b.co')).toEqual([{ kind: 'text', text: 'javascript:alert(1) mailto:a@b.co' }]);
  });

  it('keeps text without links whole', () => {
    expect(linkify('')).toEqual([]);
    expect(linkify('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });
});

describe('the mail frame', () => {
  it('opens links in the whole tab and allows no scripts or same-origin access', () => {
    expect(framedMail('<p>x</p>')).toBe('<base target="_top"><p>x</p>');
    expect(MAIL_FRAME_SANDBOX).not.toMatch(/allow-scripts|allow-same-origin|allow-forms/);
  });
});

describe('outboxDate', () => {
  it('shows UTC to the second', () => {
    expect(outboxDate('2026-11-25T20:15:03.120Z')).toBe('2026-11-25 20:15:03 UTC');
  });
});
