import { bffContract, type Menu, type ShellView, type SiteConfig } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request, Response } from 'express';
import type { Logger } from 'pino';
import type { CatalogReads } from '../cache/catalog.reads.js';
import { PRIVATE, PUBLIC_PAGE, setCacheControl } from '../http/cache-control.js';
import { describeError } from '../http/problem.js';
import { endpointOptions } from '../http/endpoints.js';
import { menuView } from '../views/catalog.views.js';

export interface ShellDeps {
  reads: CatalogReads;
  logger: Logger;
  site: SiteConfig;
  /**
   * Check every answer against the contract before sending it (on by default; production turns it
   * off: answers are built from upstream answers that were validated, by typed code).
   */
  validateResponses?: boolean;
}

/** The menu a shell carries when the menu cannot be read. */
const FALLBACK_MENU_VIEW: ShellView['menu'] = menuView({ items: [] });

/** Reads the shell for a request; `degraded` when the menu came from a failure's fallback. */
export type ShellRead = (requestId: string) => Promise<ShellView>;

/**
 * The shell every page's frame shares (menu, site configuration), for `GET /v1/shell` and for page
 * reads asked with `include=shell` (docs/decisions/0043). The menu is optional data: a failure is
 * logged and the shell comes with an empty menu, marked degraded, so that no cache keeps the page.
 */
export function createShellRead({ reads, logger, site }: Pick<ShellDeps, 'reads' | 'logger' | 'site'>): ShellRead {
  // The view of the menu the cache holds, built once per menu it answers rather than per page view.
  const views = new WeakMap<Menu, ShellView['menu']>();
  const viewOf = (menu: Menu) => {
    let view = views.get(menu);
    if (view === undefined) views.set(menu, (view = menuView(menu)));
    return view;
  };
  return async (requestId) => {
    try {
      const menu = await reads.menu(requestId);
      return { menu: viewOf(menu.value), site, degraded: menu.source === 'stale-on-error' };
    } catch (error) {
      logger.warn({ reqId: requestId, what: 'menu', reason: describeError(error) }, 'optional page data unavailable');
      return { menu: FALLBACK_MENU_VIEW, site, degraded: true };
    }
  };
}

/**
 * A page read's answer with the shell when the query asked for it (`include=shell`): started with
 * the page's own reads, and a degraded shell makes the whole answer private, as it does alone.
 */
export async function withShell<T extends object>(
  include: 'shell' | undefined, shellRead: ShellRead, requestId: string, res: Response, page: Promise<T>,
): Promise<T & { shell?: ShellView }> {
  if (include !== 'shell') return page;
  const [shell, body] = await Promise.all([shellRead(requestId), page]);
  if (shell.degraded) setCacheControl(res, PRIVATE);
  return { ...body, shell };
}

const requestIdOf = (req: Pick<Request, 'id'>): string => String(req.id);

export function mountShellRoutes(app: IRouter, deps: ShellDeps & { shellRead?: ShellRead }): void {
  const shellRead = deps.shellRead ?? createShellRead(deps);
  const s = initServer();

  const router = s.router(bffContract.shell, {
    get: async ({ req, res }) => {
      const shell = await shellRead(requestIdOf(req));
      // The same for every shopper: the personal bits are the session view (GET /v1/session).
      setCacheControl(res, shell.degraded ? PRIVATE : PUBLIC_PAGE);
      return { status: 200, body: shell };
    },
  });

  createExpressEndpoints(bffContract.shell, router, app, endpointOptions(deps.validateResponses));
}
