import type { ShellView } from '@pool/api-contract';
import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '../../root';

/** The shell view (menu, viewer, cart count, site configuration) loaded by the root, or `null` when it failed. */
export function useShell(): ShellView | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.shell ?? null;
}
