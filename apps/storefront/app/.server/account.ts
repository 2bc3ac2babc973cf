import type { AccountView } from '@pool/api-contract';
import type { AppLoadContext } from '@remix-run/node';
import { redirect } from '@remix-run/node';
import { bffFor, pageData, type BffClient } from './bff';

/**
 * The signed-in customer's account for an account page. A session the BFF no longer signs in (a
 * token revoked by a password change elsewhere) goes to /login and back, as the account layout does.
 */
export async function loadAccount(request: Request, context: AppLoadContext): Promise<{ account: AccountView; bff: BffClient; headers: Headers }> {
  const { bff, headers } = bffFor(request, context);
  headers.set('cache-control', 'private, no-store');
  try {
    return { account: await pageData(bff.account.get(), headers), bff, headers };
  } catch (error) {
    if (error instanceof Response && error.status === 401) {
      const url = new URL(request.url);
      throw redirect(`/login?returnUrl=${encodeURIComponent(url.pathname + url.search)}`, { headers });
    }
    throw error;
  }
}
