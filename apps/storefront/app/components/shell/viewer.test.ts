import { accountDrawer } from '@pool/account-domain';
import { describe, expect, it } from 'vitest';
import { drawerViewer } from './viewer';

describe('drawerViewer', () => {
  it('is null for guests and signed-in viewers without a name', () => {
    expect(drawerViewer(null)).toBeNull();
    expect(drawerViewer({ signedIn: false, firstName: null, isAdmin: false, poolCount: null })).toBeNull();
    expect(drawerViewer({ signedIn: true, firstName: null, isAdmin: false, poolCount: 1 })).toBeNull();
  });

  it('reads an unknown pool count as My Pools', () => {
    const viewer = drawerViewer({ signedIn: true, firstName: 'Sam', isAdmin: false, poolCount: null });
    expect(viewer).toEqual({ firstName: 'Sam', poolCount: 0 });
    expect(accountDrawer(viewer).items.map((item) => item.label)).toContain('My Pools');
  });
});
