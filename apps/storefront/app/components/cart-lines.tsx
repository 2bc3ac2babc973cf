import type { CartLineView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Button, Link } from '@pool/ui';
import { useFetcher, useLocation } from '@remix-run/react';
import { Fragment, type ReactNode } from 'react';
import { useHydrated } from '../hydrated';
import type { CartActionData } from '../routes/cart/route';
import { kindTag } from './cart/line-kinds.css';
import { PlanLine } from './cart/plan-line';
import { SubscriptionLine } from './cart/subscription-line';
import { controls, inlineForm, line as lineClass, lineBody, lineImage, lineMeta, lineTitle, lineTotal, lines as linesClass, quantity as quantityClass } from './cart.css';

function LineForm({ children, fields, Form }: { children: ReactNode; fields: Record<string, string>; Form: ReturnType<typeof useFetcher>['Form'] }) {
  const hydrated = useHydrated();
  const location = useLocation();
  return (
    <Form method="post" action="/cart" className={inlineForm}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />}
      {children}
    </Form>
  );
}

function CartLine({ line }: { line: CartLineView }) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-line-${line.id}` });
  const busy = fetcher.state !== 'idle';
  const failure = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <li className={lineClass} data-busy={busy || undefined} aria-busy={busy || undefined} data-kind={line.kind}>
      <img className={lineImage} src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
      <div className={lineBody}>
        {line.kind === 'service' ? <span className={kindTag}>Service</span> : null}
        <span className={lineTitle}>
          <Link href={line.href} variant="subtle">
            {line.title}
          </Link>
        </span>
        <span className={lineMeta}>
          {formatMoney(line.unitPrice)} each{line.periodLabel ? ` · ${line.periodLabel}` : ''}
        </span>
        <div className={controls}>
          <LineForm Form={fetcher.Form} fields={{ intent: 'update', lineId: line.id, quantity: String(line.quantity - 1) }}>
            <Button type="submit" variant="secondary" size="sm" isPending={busy} aria-label={`Decrease quantity of ${line.title}`}>
              −
            </Button>
          </LineForm>
          <output className={quantityClass} aria-label={`Quantity ${line.quantity}`}>
            {line.quantity}
          </output>
          <LineForm Form={fetcher.Form} fields={{ intent: 'update', lineId: line.id, quantity: String(line.quantity + 1) }}>
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
          <LineForm Form={fetcher.Form} fields={{ intent: 'remove', lineId: line.id }}>
            <Button type="submit" variant="ghost" size="sm" isPending={busy} aria-label={`Remove ${line.title}`}>
              Remove
            </Button>
          </LineForm>
        </div>
        {failure ? (
          <p role="alert" className={lineMeta}>
            {failure}
          </p>
        ) : null}
      </div>
      <span className={lineTotal}>{formatMoney(line.lineTotal)}</span>
    </li>
  );
}

/**
 * The lines of a cart with their quantity controls (update and remove intents). Each control is a
 * POST form, so the full cart page works without JavaScript; with it, a per-line fetcher dims the line
 * and ignores further presses until the update is done.
 */
export function CartLines({ lines }: { lines: readonly CartLineView[] }) {
  return (
    <ul className={linesClass} aria-label="Cart items">
      {lines.map((line) => (
        // Kinds of line (docs/decisions/0020): subscriptions have their own controls; a protection plan shows under its product.
        <Fragment key={line.id}>
          {line.isSubscription ? <SubscriptionLine line={line} /> : <CartLine line={line} />}
          {line.plan ? <PlanLine plan={line.plan} parent={line} /> : null}
        </Fragment>
      ))}
    </ul>
  );
}
