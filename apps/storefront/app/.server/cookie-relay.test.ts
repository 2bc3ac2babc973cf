import { describe, expect, it } from 'vitest';
import { forwardHeaders, relaySetCookies } from './cookie-relay';

describe('forwardHeaders', () => {
  it('forwards the cookie header and the request id', () => {
    expect(forwardHeaders(new Headers({ cookie: 'session_id=abc; theme=dark', accept: 'text/html' }), 'req-1')).toEqual({
      cookie: 'session_id=abc; theme=dark',
      'x-request-id': 'req-1',
    });
  });

  it('sends no cookie header when the browser has none', () => {
    expect(forwardHeaders(new Headers(), 'req-2')).toEqual({ 'x-request-id': 'req-2' });
  });
});

describe('relaySetCookies', () => {
  it('relays each set-cookie as its own header, keeping attributes', () => {
    const bff = new Headers();
    bff.append('set-cookie', 'session_id=s1; Path=/; HttpOnly; SameSite=Lax');
    bff.append('set-cookie', 'other=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT');
    bff.set('content-type', 'application/json');
    const relay = new Headers({ 'cache-control': 'private' });
    relaySetCookies(bff, relay);
    expect(relay.getSetCookie()).toEqual(['session_id=s1; Path=/; HttpOnly; SameSite=Lax', 'other=1; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT']);
    expect(relay.get('content-type')).toBeNull();
  });

  it('does nothing without set-cookie', () => {
    const relay = new Headers();
    relaySetCookies(new Headers({ 'content-type': 'application/json' }), relay);
    expect([...relay.keys()]).toEqual([]);
  });
});

