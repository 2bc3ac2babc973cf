import type { ViewerView } from '@pool/api-contract';
import type { DrawerViewer } from '@pool/account-domain';

/**
 * The viewer as account-domain's drawer rules take it: `null` for a guest; a pool count the upstream
 * does not report reads as 0 ('My Pools').
 *
 * @example
 * ```ts
 * drawerViewer({ signedIn: true, firstName: 'Sam', isAdmin: false, poolCount: 1 }); // { firstName: 'Sam', poolCount: 1 }
 * drawerViewer({ signedIn: false, firstName: null, isAdmin: false, poolCount: null }); // null
 * ```
 */
export function drawerViewer(viewer: ViewerView | null | undefined): DrawerViewer | null {
  if (!viewer?.signedIn || !viewer.firstName) return null;
  return { firstName: viewer.firstName, poolCount: viewer.poolCount ?? 0 };
}
