import { redirect, type LoaderFunctionArgs } from '@remix-run/node';

/**
 * `/checkout/login/token/{token}` (spec site-shell.md 2.4, shopping.md 2): the address an embedded
 * checkout host sends a shopper through to sign in and check out. It is the one-click login with
 * checkout as its return: the auto-login page, where the holder presses Sign In (a GET never spends
 * the token, and a page elsewhere cannot sign a visitor in to its account), then `/checkout`.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const token = params.token ?? '';
  if (!token) throw new Response(null, { status: 404 });
  const query = new URLSearchParams({ token, returnUrl: '/checkout' });
  return redirect(`/auto-login?${query}`, { status: 302, headers: { 'cache-control': 'private, no-store', 'referrer-policy': 'no-referrer' } });
}
