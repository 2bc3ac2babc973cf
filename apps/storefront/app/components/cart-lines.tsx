import type { CartLineView } from '@pool/api-contract';
import { beginLineUpdate, CART_TOASTS, endLineUpdate, isLineBusy, lineKind, type CartLineKind } from '@pool/cart-domain';
import { formatMoney } from '@pool/pricing';
import { Button, Link, QuantityField } from '@pool/ui';
import { useFetcher } from '@remix-run/react';
import { atom, useAtom, useSetAtom } from 'jotai';
import { Fragment, Suspense, useEffect, useRef, type ComponentProps, type ComponentType, type FormEvent } from 'react';
import type { CartActionData } from './cart/cart-answer';
import { CartFailure, cartFailure } from './cart/cart-failure';
import { LineForm, RemoveLineForm } from './cart/line-form';
import { showToastAtom } from '../state/toasts.atoms';
import { kindTag } from './cart/line-kinds.css';
import { lazyWithReload } from './shell/chunk-reload';
import type { PlanLine as PlanLineComponent } from './cart/plan-line';
import type { SubscriptionLine as SubscriptionLineComponent } from './cart/subscription-line';
import type { BundleItems as BundleItemsComponent, StruckPrice as StruckPriceComponent } from './cart/line-extras';
import { controls, line as lineClass, lineBody, lineImage, lineMeta, lineTitle, lineTotal, lines as linesClass, quantityForm } from './cart.css';

/** Lines with an update running (cart-domain line locks): a second update of such a line is blocked. */
const lineLocksAtom = atom<ReadonlySet<string>>(new Set<string>());

/**
 * What a line of a given kind shows under its price. Subscription, protection-plan, service and
 * bundle lines get their own details here (the period, the plan's term...), without touching the
 * common line.
 */
export function LineKindDetails({ kind, line }: { kind: CartLineKind; line: CartLineView }) {
  switch (kind) {
    case 'subscription':
      return line.periodLabel ? <span className={lineMeta}>{line.periodLabel}</span> : null;
    case 'bundle':
      // Most carts hold no kit: the list's code loads with the first kit line (see LineExtras below).
      return line.bundleItems?.length ? (
        <Suspense fallback={null}>
          <BundleItems line={line} />
        </Suspense>
      ) : null;
    default:
      return null;
  }
}

function CartLine({ line }: { line: CartLineView }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-line-${line.id}` });
  const [locks, setLocks] = useAtom(lineLocksAtom);
  const busy = fetcher.state !== 'idle' || isLineBusy(locks, line.id);
  const failure = cartFailure(fetcher);
  const kind = line.kind ?? lineKind({ sku: line.sku, name: line.title, is_subscription: line.isSubscription });

  const showToast = useSetAtom(showToastAtom);
  const lastIntent = useRef<string>('update');
  const handled = useRef<unknown>(null);

  // The lock ends with the update (whatever its outcome); a refusal also shows the spec's toast.
  useEffect(() => {
    if (fetcher.state !== 'idle') return;
    setLocks((current) => endLineUpdate(current, line.id));
    const result = fetcher.data;
    if (!result || handled.current === result) return;
    handled.current = result;
    if (!result.ok) showToast({ status: 'error', message: lastIntent.current === 'remove' ? CART_TOASTS.deleteFailed : CART_TOASTS.updateFailed });
  }, [fetcher.state, fetcher.data, line.id, setLocks, showToast]);

  /** Starts an update unless one of this line is running (then the press is ignored). */
  const lock = (event: FormEvent<HTMLFormElement>) => {
    const start = beginLineUpdate(locks, line.id);
    if (start.kind === 'blocked') {
      event.preventDefault();
      return;
    }
    setLocks(start.locks);
    lastIntent.current = String(new FormData(event.currentTarget).get('intent') ?? 'update');
  };

  return (
    <li className={lineClass} data-busy={busy || undefined} aria-busy={busy || undefined} data-kind={kind}>
      <img className={lineImage} src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
      <div className={lineBody}>
        <span className={lineTitle}>
          <Link href={line.href} variant="subtle">
            {line.title}
          </Link>
        </span>
        {kind === 'service' ? <span className={kindTag}>Service</span> : kind === 'bundle' ? <span className={kindTag}>Kit</span> : null}
        {line.customPrice ? <span className={kindTag}>Quoted price</span> : null}
        <span className={lineMeta}>
          {line.priceHidden ? (
            'Available in store. Call for details'
          ) : line.wasPrice ? (
            <Suspense fallback={`${formatMoney(line.unitPrice)} each`}>
              <StruckPrice line={line} />
            </Suspense>
          ) : (
            `${formatMoney(line.unitPrice)} each`
          )}
        </span>
        <LineKindDetails kind={kind} line={line} />
        <div className={controls}>
          <LineForm Form={fetcher.Form} onSubmit={lock} fields={{ intent: 'update', lineId: line.id, quantity: String(line.quantity - 1) }}>
            <Button type="submit" variant="secondary" size="sm" isPending={busy} aria-label={`Decrease quantity of ${line.title}`}>
              −
            </Button>
          </LineForm>
          {/* Typed quantity: digits only; the BFF caps it at the line's stock and 500, and below 1 removes. */}
          <LineForm Form={fetcher.Form} onSubmit={lock} fields={{ intent: 'update', lineId: line.id }} className={quantityForm}>
            <QuantityField key={`${line.id}-${line.quantity}`} label={`Quantity of ${line.title}`} hideLabel name="quantity" size="sm" defaultValue={line.quantity} />
            <Button type="submit" variant="ghost" size="sm" isPending={busy} aria-label={`Update quantity of ${line.title}`}>
              Update
            </Button>
          </LineForm>
          <LineForm Form={fetcher.Form} onSubmit={lock} fields={{ intent: 'update', lineId: line.id, quantity: String(line.quantity + 1) }}>
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              isPending={busy}
              isDisabled={line.quantity >= line.maxQuantity}
              aria-label={`Increase quantity of ${line.title}`}
            >
              +
            </Button>
          </LineForm>
          <RemoveLineForm Form={fetcher.Form} onSubmit={lock} fields={{ intent: 'remove', lineId: line.id }} busy={busy} label={`Remove ${line.title}`} />
        </div>
        <CartFailure message={failure} className={lineMeta} />
      </div>
      <span className={lineTotal}>{line.priceHidden ? '' : formatMoney(line.lineTotal)}</span>
    </li>
  );
}

/**
 * Protection-plan and subscription lines: most carts have neither, so their code (1.7 KiB) loads only
 * when a cart shows one (in the browser, as the line first renders; React keeps the server's HTML of
 * the line until then). The server has both from its start (a top-level await the browser build
 * drops), so its renders never wait.
 */
const loadPlanLine = () => import('./cart/plan-line');
const PlanLine: ComponentType<ComponentProps<typeof PlanLineComponent>> = import.meta.env.SSR
  ? (await loadPlanLine()).PlanLine
  : lazyWithReload(() => loadPlanLine().then((module) => ({ default: module.PlanLine })));
const loadSubscriptionLine = () => import('./cart/subscription-line');
const SubscriptionLine: ComponentType<ComponentProps<typeof SubscriptionLineComponent>> = import.meta.env.SSR
  ? (await loadSubscriptionLine()).SubscriptionLine
  : lazyWithReload(() => loadSubscriptionLine().then((module) => ({ default: module.SubscriptionLine })));

/**
 * A kit's items and a struck-through price (docs/decisions/0065) load the same way, with the first
 * line that shows one: carts of plain lines at shelf prices never fetch them.
 */
const loadLineExtras = () => import('./cart/line-extras');
const { BundleItems, StruckPrice }: { BundleItems: ComponentType<ComponentProps<typeof BundleItemsComponent>>; StruckPrice: ComponentType<ComponentProps<typeof StruckPriceComponent>> } = import.meta.env.SSR
  ? await loadLineExtras()
  : {
      BundleItems: lazyWithReload(() => loadLineExtras().then((module) => ({ default: module.BundleItems }))),
      StruckPrice: lazyWithReload(() => loadLineExtras().then((module) => ({ default: module.StruckPrice }))),
    };

/**
 * The lines of a cart with their quantity controls (update and remove intents): −/+ buttons and a
 * typed quantity field. Each control is a POST form, so the full cart page works without JavaScript;
 * with it, the line is dimmed and ignores clicks while an update runs, and a second update of the line
 * is blocked (cart-domain line locks).
 */
export function CartLines({ lines }: { lines: readonly CartLineView[] }) {
  return (
    <ul className={linesClass} aria-label="Cart items">
      {lines.map((line) => (
        // Kinds of line (docs/decisions/0020): subscriptions have their own controls; a protection plan shows under its product.
        <Fragment key={line.id}>
          {line.isSubscription ? (
            <Suspense fallback={null}>
              <SubscriptionLine line={line} />
            </Suspense>
          ) : (
            <CartLine line={line} />
          )}
          {line.plan ? (
            <Suspense fallback={null}>
              <PlanLine plan={line.plan} parent={line} />
            </Suspense>
          ) : null}
        </Fragment>
      ))}
    </ul>
  );
}
