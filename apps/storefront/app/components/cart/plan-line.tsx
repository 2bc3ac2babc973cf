import type { CartLineView } from '@pool/api-contract';
import { CART_TOASTS } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { useFetcher } from '@remix-run/react';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, type FormEvent } from 'react';
import type { CartActionData } from './cart-answer';
import { CartFailure, cartFailure } from './cart-failure';
import { showToastAtom } from '../../state/toasts.atoms';
import { lineMeta, lineTotal } from '../cart.css';
import { RemoveLineForm } from './line-form';
import { kindTag, planBody, planLine } from './line-kinds.css';
import { useLineLock } from './line-locks';

type Plan = NonNullable<CartLineView['plan']>;

/**
 * A protection plan under its product line: the plan's term (its name without 'Extend Protection
 * Plan'), its quantity (the product line's) and a remove control. It is locked (dimmed, ignoring
 * clicks) while it is being removed and while its product line's update runs, since removing the
 * product removes the plan (docs/decisions/0020).
 */
export function PlanLine({ plan, parent }: { plan: Plan; parent: Pick<CartLineView, 'id' | 'title'> }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-plan-${plan.id}` });
  // The product line's fetcher (same key as its controls'), to lock the plan while the product changes.
  const parentFetcher = useFetcher<CartActionData>({ key: `cart-line-${parent.id}` });
  const { busy, lock } = useLineLock(plan.id, fetcher.state !== 'idle');
  const showToast = useSetAtom(showToastAtom);
  const handled = useRef<unknown>(null);
  const locked = busy || parentFetcher.state !== 'idle';
  const failure = cartFailure(fetcher);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) showToast({ status: 'error', message: CART_TOASTS.deleteFailed });
  }, [fetcher.state, fetcher.data, showToast]);

  const guard = (event: FormEvent<HTMLFormElement>) => {
    if (!lock()) event.preventDefault();
  };

  return (
    <li className={planLine} data-busy={locked || undefined} aria-busy={locked || undefined} data-kind="protection_plan" aria-label={`Protection plan for ${parent.title}`}>
      <div className={planBody}>
        <span className={kindTag}>Protection plan</span>
        <span data-testid="plan-term">{plan.term}</span>
        <span className={lineMeta}>
          {plan.quantity} × {formatMoney(plan.unitPrice)}
        </span>
        <RemoveLineForm Form={fetcher.Form} fields={{ intent: 'removePlan', planId: plan.id }} onSubmit={guard} busy={busy} label={`Remove the ${plan.term} protection plan of ${parent.title}`} />
        <CartFailure message={failure} className={lineMeta} />
      </div>
      <span className={lineTotal}>{formatMoney(plan.lineTotal)}</span>
    </li>
  );
}
