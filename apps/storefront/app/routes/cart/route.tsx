import { data, redirect, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from '@remix-run/react';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { leavingSession } from '../../routing/revalidation';
import { appStore, latestCartAtom, relatedProductsAtom, rememberCart } from '../../state/session.atoms';
import { showToastAtom } from '../../state/toasts.atoms';
import { CART_TOASTS } from '@pool/cart-domain';
import { bffFor, pageData } from '../../.server/bff';
import { CartLines } from '../../components/cart-lines';
import { ShippingEstimate } from '../../components/cart/shipping-estimate';
import { CART_EMPTY_MESSAGE, CartSummary } from '../../components/cart-summary';
import { RelatedProducts } from '../../components/related-products';
import { alert, empty } from '../../components/cart.css';
import { RouteErrorBoundary, errorMeta } from '../../components/error-page';
import { RecentlyViewed } from '../../components/recently-viewed/recently-viewed';
import { EmailCartLink } from '../../components/email-cart/email-cart-link';
import type { CartActionData, CartReadData } from '../../components/cart/cart-answer';
import { safeRedirectTarget } from '../../routing/safe-redirect';
import { canonicalUrl, seoMeta, SITE_NAME } from '../../seo';
import { runCartIntent } from './cart-action.server';
import { readShippingEstimate } from './shipping-estimate.server';
import { parseCartIntent } from './cart-intent';
import { inCartOrder } from '../../components/cart/cart-queue';
import { PageColumn } from '../../components/page-column';

function assertExactPath(request: Request) {
  // Trailing-slash matching is strict: /cart/ is not /cart.
  if (new URL(request.url).pathname !== '/cart') throw new Response(null, { status: 404 });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  assertExactPath(request);
  const { bff, headers } = bffFor(request, context);
  // 'Customers also bought' is a bonus: the page shows without it when it cannot be read.
  const [cart, related] = await Promise.all([
    pageData(bff.cart.get(), headers),
    bff.cart.related().then((res) => (res.status === 200 ? res.body.products : []), () => []),
  ]);
  // Deferred: the estimate may take up to its 3 s deadline, and the page never waits for it.
  const shippingEstimate = readShippingEstimate(bff);
  return data(
    {
      cart,
      related,
      shippingEstimate,
      seo: { title: `Shopping Cart | ${SITE_NAME}`, description: 'Review the items in your cart, change quantities and check out.', canonical: canonicalUrl(request, '/cart') },
    } satisfies CartReadData,
    { headers },
  );
}

/**
 * The one mutating endpoint of the cart: `intent` = add | update | remove. Without JavaScript a
 * successful post redirects (303) back to the same-site page it came from (`redirectTo`).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  assertExactPath(request);
  const form = await request.formData();
  const parsed = parseCartIntent(form);
  if (!parsed.ok) return data(leavingSession<CartActionData>({ ok: false, message: parsed.message, details: [] }), { status: 400 });

  const { bff, headers } = bffFor(request, context);
  const result = await runCartIntent(bff, parsed.intent);
  if (!result.ok) {
    context.log.info({ intent: parsed.intent.intent, status: result.status }, 'cart intent refused');
    return data(leavingSession<CartActionData>({ ok: false, message: result.message, details: result.details }), { status: result.status, headers });
  }
  if (parsed.intent.redirectTo !== undefined) {
    return redirect(safeRedirectTarget(parsed.intent.redirectTo, '/cart'), { status: 303, headers });
  }
  // Every answer says the session is otherwise unchanged: no page, shell or session read reloads after it.
  return data(leavingSession<CartActionData>({ ok: true, cart: result.cart, ...(result.related ? { related: result.related } : {}) }), { headers });
}

/**
 * In the browser, cart writes go to the server one at a time (cart-queue.ts), and the cart each one
 * answers with becomes the badge's count and the mini cart's content at once (no page reloads).
 */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  const result = await inCartOrder(() => serverAction<typeof action>());
  if (result.ok) {
    rememberCart(result.cart, 'write', result.related);
    // The coupon staged before the cart existed did not apply to it: said once, on the add's answer,
    // in the spec's words (the reason is not part of the toast).
    if (result.cart.stagedCouponRefused) {
      appStore().set(showToastAtom, { status: 'error', message: CART_TOASTS.couponApplyFailed });
    }
  }
  return result;
}

export { skipWhenSessionUnchanged as shouldRevalidate } from '../../routing/revalidation';

export const headers: HeadersFunction = () => ({ 'Cache-Control': 'private, no-store' });

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => (loaded ? seoMeta(loaded.seo) : errorMeta(error));

export default function CartPage() {
  const loaded = useLoaderData<typeof loader>();
  // The page's own data until a cart write answers with a newer cart (those do not reload the page).
  const [latest, setLatest] = useAtom(latestCartAtom);
  useEffect(() => setLatest(null), [loaded, setLatest]);
  const cart = latest?.cart ?? loaded.cart;
  const latestRelated = useAtomValue(relatedProductsAtom);
  const related = latest && latestRelated ? latestRelated : loaded.related;
  const failure = useActionData<typeof action>();
  return (
    <PageColumn title="Shopping Cart">
      {failure && !failure.ok ? (
        <div role="alert" className={alert}>
          <p>{failure.message}</p>
          {failure.details.map((detail) => (
            <p key={detail}>{detail}</p>
          ))}
        </div>
      ) : null}
      {cart.lines.length === 0 ? <p className={empty}>{CART_EMPTY_MESSAGE}</p> : <CartLines lines={cart.lines} />}
      <CartSummary cart={cart} viewCart={false} />
      {cart.lines.length > 0 && loaded.shippingEstimate ? <ShippingEstimate cart={cart} estimate={loaded.shippingEstimate} /> : null}
      {cart.lines.length > 0 ? <EmailCartLink /> : null}
      <RelatedProducts place="page" products={cart.lines.length > 0 ? related : []} />
      {/* Spec: recently viewed on the cart too, without what is already in it. */}
      <RecentlyViewed excludeIds={cart.lines.map((line) => line.productId)} />
    </PageColumn>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
