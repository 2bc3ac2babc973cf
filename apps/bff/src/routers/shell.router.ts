import { bffContract, type Menu, type SiteConfig } from '@pool/api-contract';
import { createExpressEndpoints, initServer } from '@ts-rest/express';
import type { IRouter, Request } from 'express';
import type { Logger } from 'pino';
import type { CatalogReads } from '../cache/catalog.reads.js';
import { PRIVATE, PUBLIC_PAGE, setCacheControl } from '../http/cache-control.js';
import { describeError } from '../http/problem.js';
import { requestValidationProblem } from '../http/errors.js';
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

const FALLBACK_MENU: Menu = { items: [] };

/** What the shell handler needs of a request (not all of express's Request). */
type PageRequest = Pick<Request, 'id'>;
interface PageState {
  degraded: boolean;
}

const requestIdOf = (req: PageRequest): string => String(req.id);

export function mountShellRoutes(app: IRouter, deps: ShellDeps): void {
  const { reads, logger } = deps;
  const s = initServer();

  /**
   * Optional data never breaks a page: log, render without it, and mark the page degraded so that
   * no CDN keeps the partial page.
   */
  async function optional<T>(what: string, req: PageRequest, page: PageState, promise: Promise<T>, fallback: T): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      logger.warn({ reqId: req.id, what, reason: describeError(error) }, 'optional page data unavailable');
      page.degraded = true;
      return fallback;
    }
  }

  const router = s.router(bffContract.shell, {
    get: async ({ req, res }) => {
      const requestId = requestIdOf(req);
      const page: PageState = { degraded: false };
      const menu = await optional('menu', req, page, reads.menu(requestId), { value: FALLBACK_MENU, source: 'stale-on-error' as const });
      // The same for every shopper: the personal bits are the session view (GET /v1/session).
      setCacheControl(res, page.degraded ? PRIVATE : PUBLIC_PAGE);
      return {
        status: 200,
        body: { menu: menuView(menu.value), site: deps.site, degraded: page.degraded || menu.source === 'stale-on-error' },
      };
    },
  });

  createExpressEndpoints(bffContract.shell, router, app, {
    logInitialization: false,
    responseValidation: deps.validateResponses ?? true,
    requestValidationErrorHandler: requestValidationProblem,
  });
}
