import type { Flash } from '../../lib/flash';
import { useRouteLoaderData } from '@remix-run/react';
import type { ShellPageView } from './menu-tree';

/** What the root loader (root.tsx) answers: the shell every page's frame shows. */
export interface RootLoaderData {
  shell: ShellPageView;
  /** The toast a write left for this page (docs/decisions/0070). */
  flash: (Flash & { id: string }) | null;
}

/** The shell (the menu's top level, site configuration) loaded by the root, or `null` when it failed. */
export function useShell(): ShellPageView | null {
  return useRouteLoaderData<RootLoaderData>('root')?.shell ?? null;
}
