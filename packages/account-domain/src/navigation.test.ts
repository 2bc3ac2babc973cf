import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_SIDEBAR_LINKS,
  CUSTOMER_SERVICE_HOURS,
  CUSTOMER_SERVICE_PHONE,
  accountDrawer,
  accountDrawerTitle,
  helpDrawerSections,
  poolsLabel,
  returnOrderHref,
  trackOrderHref,
} from './navigation.js';

describe('account sidebar', () => {
  it('lists the spec order with their hrefs', () => {
    expect(ACCOUNT_SIDEBAR_LINKS.map((l) => [l.label, l.href])).toEqual([
      ['Account Dashboard', '/account/dashboard'],
      ['Orders', '/account/orders'],
      ['Returns', '/account/returns'],
      ['Pool Profile', '/account/pool-profiles/default?tab=saved_products'],
      ['Rewards', '/account/rewards'],
      ['Addresses', '/account/addresses'],
      ['Settings', '/account/settings'],
      ['Quotes', '/account/quotes'],
    ]);
  });

  it('every sidebar link stays inside the account area', () => {
    for (const link of ACCOUNT_SIDEBAR_LINKS) expect(link.href.startsWith('/account/')).toBe(true);
  });
});

describe('account drawer', () => {
  it('guests see My Account, My Orders, Sign In and Create an Account under the title Account', () => {
    const drawer = accountDrawer(null);
    expect(drawer.title).toBe('Account');
    expect(drawer.items).toEqual([
      { kind: 'link', label: 'My Account', href: '/account/dashboard' },
      { kind: 'link', label: 'My Orders', href: '/account/orders' },
      { kind: 'button', label: 'Sign In', href: '/login' },
      { kind: 'button', label: 'Create an Account', href: '/register' },
    ]);
  });

  it('customers see their items under Hi {name}!', () => {
    const drawer = accountDrawer({ firstName: 'Sam', poolCount: 1 });
    expect(drawer.title).toBe('Hi Sam!');
    expect(drawer.items.map((i) => i.label)).toEqual([
      'My Account Dashboard',
      'Orders',
      'Returns',
      'My Pool',
      'Rewards',
      'Addresses',
      'Settings',
      'Logout',
    ]);
    expect(drawer.items[7]).toEqual({ kind: 'logout', label: 'Logout' });
  });

  it('the pools entry has Water Tests and Saved Products sub-links', () => {
    const pools = accountDrawer({ firstName: 'Sam', poolCount: 2 }).items[3];
    expect(pools).toEqual({
      kind: 'link',
      label: 'My Pools',
      href: '/account/pool-profiles',
      children: [
        { kind: 'link', label: 'Water Tests', href: '/account/pool-profiles/default?tab=water_tests' },
        { kind: 'link', label: 'Saved Products', href: '/account/pool-profiles/default?tab=saved_products' },
      ],
    });
  });

  it.each([
    [0, 'My Pools'],
    [1, 'My Pool'],
    [2, 'My Pools'],
    [15, 'My Pools'],
  ] as const)('%i pools → %s', (count, label) => {
    expect(poolsLabel(count)).toBe(label);
    expect(accountDrawer({ firstName: 'Sam', poolCount: count }).items[3]?.label).toBe(label);
  });

  it.each([-1, 1.5, Number.NaN])('a pool count of %s is impossible', (count) => {
    expect(() => poolsLabel(count)).toThrow(RangeError);
  });

  it('My Pools for every count other than exactly one (property)', () => {
    fc.assert(
      fc.property(fc.nat(), (count) => {
        expect(poolsLabel(count) === 'My Pool').toBe(count === 1);
      }),
    );
  });

  it('the title greets by first name', () => {
    expect(accountDrawerTitle({ firstName: 'Dana' })).toBe('Hi Dana!');
    expect(accountDrawerTitle(null)).toBe('Account');
  });
});

describe('help drawer', () => {
  it.each([
    [true, '/account/orders', '/return-an-order/select-an-order'],
    [false, '/tracking/status', '/return-an-order'],
  ])('logged in = %s: track → %s, return → %s', (loggedIn, track, ret) => {
    expect(trackOrderHref(loggedIn)).toBe(track);
    expect(returnOrderHref(loggedIn)).toBe(ret);
    const [orderHelp] = helpDrawerSections({ loggedIn });
    expect(orderHelp?.items.slice(0, 2)).toEqual([
      { kind: 'link', label: 'Track an order', href: track },
      { kind: 'link', label: 'Return an order', href: ret },
    ]);
  });

  it('has the four sections and their entries', () => {
    const sections = helpDrawerSections({ loggedIn: false });
    expect(sections.map((s) => [s.title, s.items.map((i) => i.label)])).toEqual([
      ['Help with an order', ['Track an order', 'Return an order', 'Return Policy']],
      ['Help with a product', ["How To's"]],
      ['Questions?', ['Help Center']],
      ['Contact us directly', ['Customer service hours', '888 756 9666', 'Email Us', 'Chat with us']],
    ]);
  });

  it('links How To to the how-to blog and shows the hours and phone', () => {
    const sections = helpDrawerSections({ loggedIn: true });
    expect(sections[1]?.items[0]).toEqual({ kind: 'link', label: "How To's", href: '/blog/how-to.html' });
    expect(sections[3]?.items[0]).toEqual({ kind: 'text', label: 'Customer service hours', text: 'Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM' });
    expect(sections[3]?.items[1]).toEqual({ kind: 'phone', label: '888 756 9666', href: 'tel:8887569666' });
    expect(CUSTOMER_SERVICE_HOURS).toBe('Monday-Friday 8AM-8PM CT, Saturday 8AM-4PM');
    expect(CUSTOMER_SERVICE_PHONE).toEqual({ display: '888 756 9666', href: 'tel:8887569666' });
  });

  it("shows a deployment's own phone line and hours when given", () => {
    const contact = { phone: { display: '800 555 0100', href: 'tel:8005550100' }, hours: 'Every day 7AM-9PM' };
    const [hours, phone] = helpDrawerSections({ loggedIn: false }, contact)[3]?.items ?? [];
    expect(hours).toEqual({ kind: 'text', label: 'Customer service hours', text: 'Every day 7AM-9PM' });
    expect(phone).toEqual({ kind: 'phone', label: '800 555 0100', href: 'tel:8005550100' });
  });

  it('only the order-help links depend on the login state', () => {
    const inSections = helpDrawerSections({ loggedIn: true });
    const outSections = helpDrawerSections({ loggedIn: false });
    expect(inSections.slice(1)).toEqual(outSections.slice(1));
    expect(inSections[0]?.items[2]).toEqual(outSections[0]?.items[2]);
  });
});
