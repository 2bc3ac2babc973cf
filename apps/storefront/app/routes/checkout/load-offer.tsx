import type { CartView } from '@pool/api-contract';
import { formatMoney } from '@pool/pricing';
import { Button, Link, Section } from '@pool/ui';
import { Form } from '@remix-run/react';
import { checkoutForm, note, step, summaryLine, summaryLines } from './checkout.css';

/**
 * `/checkout?load={cartId}` before anything changes (docs/decisions/0051): the cart the link would
 * load, and a form POST that loads it. A GET (a link followed, a prefetch, an image tag on another
 * site) never replaces the shopper's cart.
 */
export function LoadOffer({ cartId, cart }: { cartId: string; cart: CartView }) {
  const items = `${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}`;
  return (
    <Section headingId="load-offer-heading" title="Open this cart?" size="lg" className={checkoutForm}>
      <p>
        This link opens a cart with {items} ({formatMoney(cart.total)}). Opening it replaces the cart you have now.
      </p>
      <ul className={summaryLines} aria-label="Cart to open">
        {cart.lines.map((line) => (
          <li key={line.id} className={summaryLine} style={{ gridTemplateColumns: 'auto 1fr' }}>
            <span>{line.quantity} ×</span>
            <span>{line.title}</span>
          </li>
        ))}
      </ul>
      {/* A document post: the checkout page then starts afresh from the loaded cart (its form keeps state across client navigations). */}
      <Form method="post" action="/checkout" reloadDocument className={step}>
        <input type="hidden" name="cartId" value={cartId} />
        <Button type="submit" name="intent" value="load">
          Open this cart
        </Button>
      </Form>
      <p className={note}>
        <Link href="/checkout">Keep my cart</Link>
      </p>
    </Section>
  );
}
