import { Link } from '@pool/ui';

/** The cart page's way to Email Cart: the /cart/email page (works without JavaScript). */
export function EmailCartLink() {
  return (
    <p>
      <Link href="/cart/email">Email this cart</Link>
    </p>
  );
}
