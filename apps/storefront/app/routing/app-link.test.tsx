import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AppLink, appLinkNavigation, type AnchorFacts, type ClickFacts } from './app-link';

const click = (overrides: Partial<ClickFacts> = {}): ClickFacts => ({ defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, ...overrides });
const here = { origin: 'https://pool.example', pathname: '/category/pumps.html', search: '', hash: '' };

/** An anchor as the browser parses it: the attributes it carries and its resolved URL. */
function anchor(href: string, attributes: Record<string, string> = { 'data-discover': 'true' }): AnchorFacts {
  const url = new URL(href, here.origin);
  return { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, target: attributes.target ?? '', hasAttribute: (name) => name in attributes };
}

describe('AppLink', () => {
  it("renders Remix <Link>'s markup: a plain anchor marked for route discovery", () => {
    expect(renderToStaticMarkup(<AppLink to="/pumps.html" className="c">Pumps</AppLink>)).toBe('<a href="/pumps.html" data-discover="true" class="c">Pumps</a>');
    expect(renderToStaticMarkup(<AppLink to="/category/pumps.html?f=brand%3Ahayward" preventScrollReset>Hayward</AppLink>)).toBe(
      '<a href="/category/pumps.html?f=brand%3Ahayward" data-discover="true" data-keep-scroll="true">Hayward</a>',
    );
    expect(renderToStaticMarkup(<AppLink to="mailto:help@pool.example">Email Us</AppLink>)).toBe('<a href="mailto:help@pool.example">Email Us</a>');
    expect(renderToStaticMarkup(<AppLink to="#reviews">Read 3 reviews</AppLink>)).toBe('<a href="#reviews">Read 3 reviews</a>');
  });
});

describe('appLinkNavigation', () => {
  it('navigates on a plain click of an app link', () => {
    expect(appLinkNavigation(click(), anchor('/pumps.html?x=1#top'), here)).toEqual({ to: '/pumps.html?x=1#top', replace: false, preventScrollReset: false });
    expect(appLinkNavigation(click(), anchor('/category/pumps.html?page=2', { 'data-discover': 'true', 'data-keep-scroll': 'true' }), here)).toEqual({
      to: '/category/pumps.html?page=2',
      replace: false,
      preventScrollReset: true,
    });
  });

  it('replaces the history entry for a link to the page itself', () => {
    expect(appLinkNavigation(click(), anchor('/category/pumps.html'), here)?.replace).toBe(true);
  });

  it('leaves the browser every other click', () => {
    const link = anchor('/pumps.html');
    expect(appLinkNavigation(click({ defaultPrevented: true }), link, here)).toBeNull();
    expect(appLinkNavigation(click({ button: 1 }), link, here)).toBeNull();
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const) expect(appLinkNavigation(click({ [key]: true }), link, here)).toBeNull();
    expect(appLinkNavigation(click(), null, here)).toBeNull();
    expect(appLinkNavigation(click(), anchor('/pumps.html', {}), here)).toBeNull();
    expect(appLinkNavigation(click(), anchor('/pumps.html', { 'data-discover': 'true', target: '_blank' }), here)).toBeNull();
    expect(appLinkNavigation(click(), anchor('/pumps.html', { 'data-discover': 'true', download: '' }), here)).toBeNull();
    expect(appLinkNavigation(click(), anchor('https://other.example/pumps.html'), here)).toBeNull();
  });
});
