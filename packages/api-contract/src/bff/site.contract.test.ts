import { describe, expect, it } from 'vitest';
import { contentContract } from '../upstream/content.contract.js';
import { SubscribeBodySchema } from '../upstream/content.schemas.js';
import { CartViewSchema } from './cart.schemas.js';
import { sessionContract } from './session.contract.js';
import { SessionLoginResultSchema, ViewerSchema } from './session.schemas.js';
import { siteContract } from './site.contract.js';
import { PageAtPathViewSchema } from './site.schemas.js';

describe('site shell contract', () => {
  it('keeps the spec paths of the upstream calls', () => {
    expect(contentContract.subscribe).toMatchObject({ method: 'POST', path: '/api/subscriptions' });
    expect(contentContract.redirect).toMatchObject({ method: 'GET', path: '/api/redirects' });
  });

  it('takes only site paths to read', () => {
    const path = siteContract.page.query.shape.path;
    expect(path.safeParse('/').success).toBe(true);
    expect(path.safeParse('/diagram/super-pump').success).toBe(true);
    expect(path.safeParse('/blog/how-to.html').success).toBe(true);
    expect(path.safeParse('//evil.example/x').success).toBe(false);
    expect(path.safeParse('https://evil.example/').success).toBe(false);
    expect(path.safeParse('/a?b').success).toBe(false);
  });

  it('tells the pages at a path apart by kind, and redirects only permanently', () => {
    expect(PageAtPathViewSchema.parse({ kind: 'redirect', to: '/support', status: 308 }).kind).toBe('redirect');
    expect(PageAtPathViewSchema.safeParse({ kind: 'redirect', to: '/support', status: 302 }).success).toBe(false);
    expect(PageAtPathViewSchema.safeParse({ kind: 'category', url: 'pumps' }).success).toBe(false);
  });

  it('never carries a token or customer id in a login answer or viewer', () => {
    const viewer = { signedIn: true, firstName: 'Sam', isAdmin: false, poolCount: null };
    const parsed = SessionLoginResultSchema.parse({ viewer: { ...viewer, token: 't', id: 7 }, message: 'Logged in successfully', token: 't' });
    expect(JSON.stringify(parsed)).not.toContain('"t"');
    expect(ViewerSchema.parse({ ...viewer, customerId: 7 })).not.toHaveProperty('customerId');
  });

  it('lets logout be posted without a body', () => {
    expect(sessionContract.logout.body.parse(undefined)).toEqual({});
  });

  it('leaves the newsletter email to the server rules, but not its type', () => {
    expect(SubscribeBodySchema.safeParse({}).success).toBe(true);
    expect(SubscribeBodySchema.safeParse({ email: 42 }).error?.issues[0]?.message).toBe('Invalid email address.');
  });

  it('keeps the cart id out of the cart view', () => {
    const cart = CartViewSchema.parse({
      id: 'secret', lines: [], itemCount: 0, subtotal: 0, freeShipping: { kind: 'none' }, checkoutEnabled: false, coupons: [], discount: 0, total: 0,
      stagedCoupon: null, couponActiveUntil: null,
    });
    expect(cart).not.toHaveProperty('id');
  });
});
