import { useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '../../root';
import type { ShellPageView } from './menu-tree';

/** The shell (the menu's top level, site configuration) loaded by the root, or `null` when it failed. */
export function useShell(): ShellPageView | null {
  return useRouteLoaderData<typeof rootLoader>('root')?.shell ?? null;
}
