import type { CartLineView } from '@pool/api-contract';
import { CART_TOASTS, lineActions } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button, Link } from '@pool/ui';
import { useFetcher } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import type { CartActionData } from './cart-answer';
import { CartFailure, cartFailure } from './cart-failure';
import { showToastAtom } from '../../state/toasts.atoms';
import { controls, line as lineClass, lineBody, lineImage, lineMeta, lineTitle, lineTotal, quantity as quantityClass } from '../cart.css';
import { LineForm, RemoveLineForm } from './line-form';
import { kindTag } from './line-kinds.css';
import { useLineLock } from './line-locks';

/** The cart form intent of each cart-domain store action. */
const INTENT_OF = {
  updateSubscriptionInCart: 'updateSubscription',
  deleteSubscriptionFromCart: 'removeSubscription',
  updateCartItem: 'update',
  deleteCartItem: 'remove',
} as const;

/**
 * A subscription line (spec shopping.md section 4): its period label, and quantity and remove controls
 * on the subscription intents (their own BFF and commerce-api calls). While an update runs the line is
 * dimmed, ignores clicks and a second update is blocked (cart-domain line locks); a failure shows the
 * reason on the line and the spec's toast ('Failed to update subscription' / 'Failed to remove subscription').
 */
export function SubscriptionLine({ line }: { line: CartLineView }) {
  // Subscription lines change through their own actions (cart-domain `lineActions`).
  const actions = lineActions({ is_subscription: line.isSubscription });
  const updateIntent = INTENT_OF[actions.update];
  const removeIntent = INTENT_OF[actions.remove];
  const fetcher = useFetcher<CartActionData>({ key: `cart-line-${line.id}` });
  const { busy, lock } = useLineLock(line.id, fetcher.state !== 'idle');
  const showToast = useSetAtom(showToastAtom);
  const lastIntent = useRef<string>(updateIntent);
  const handled = useRef<unknown>(null);
  const failure = cartFailure(fetcher);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) {
      showToast({ status: 'error', message: lastIntent.current === removeIntent ? CART_TOASTS.subscriptionRemoveFailed : CART_TOASTS.subscriptionUpdateFailed });
    }
  }, [fetcher.state, fetcher.data, showToast]);

  const guard = (intent: string) => (event: FormEvent<HTMLFormElement>) => {
    if (!lock()) {
      event.preventDefault();
      return;
    }
    lastIntent.current = intent;
  };

  return (
    <li className={lineClass} data-busy={busy || undefined} aria-busy={busy || undefined} data-kind="subscription">
      <img className={lineImage} src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
      <div className={lineBody}>
        <span className={kindTag}>Subscription</span>
        <span className={lineTitle}>
          <Link href={line.href} variant="subtle">
            {line.title}
          </Link>
        </span>
        <span className={lineMeta}>
          {formatMoney(line.unitPrice)} each · <span data-testid="subscription-period">{line.periodLabel}</span>
        </span>
        <div className={controls}>
          <LineForm Form={fetcher.Form} fields={{ intent: updateIntent, lineId: line.id, quantity: String(line.quantity - 1) }} onSubmit={guard(updateIntent)}>
            <Button type="submit" variant="secondary" size="sm" isPending={busy} aria-label={`Decrease quantity of ${line.title} subscription`}>
              −
            </Button>
          </LineForm>
          <output className={quantityClass} aria-label={`Quantity ${line.quantity}`}>
            {line.quantity}
          </output>
          <LineForm Form={fetcher.Form} fields={{ intent: updateIntent, lineId: line.id, quantity: String(line.quantity + 1) }} onSubmit={guard(updateIntent)}>
            <Button type="submit" variant="secondary" size="sm" isPending={busy} isDisabled={line.quantity >= line.maxQuantity} aria-label={`Increase quantity of ${line.title} subscription`}>
              +
            </Button>
          </LineForm>
          <RemoveLineForm Form={fetcher.Form} fields={{ intent: removeIntent, lineId: line.id }} onSubmit={guard(removeIntent)} busy={busy} label={`Remove ${line.title} subscription`} />
        </div>
        <CartFailure message={failure} className={lineMeta} />
      </div>
      <span className={lineTotal}>{formatMoney(line.lineTotal)}</span>
    </li>
  );
}
