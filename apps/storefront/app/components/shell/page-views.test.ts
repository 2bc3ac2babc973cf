import { describe, expect, it } from 'vitest';
import { pageViewEvent } from './page-views';

describe('pageViewEvent', () => {
  it('carries the path with its query, the absolute location and the title', () => {
    expect(pageViewEvent({ pathname: '/about', search: '?x=1' }, 'About Us', 'http://localhost:3000')).toEqual({
      event: 'page_view',
      page_path: '/about?x=1',
      page_location: 'http://localhost:3000/about?x=1',
      page_title: 'About Us',
    });
  });
});
