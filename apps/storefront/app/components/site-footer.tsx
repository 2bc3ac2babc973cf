import { Link } from '@pool/ui';
import { STORE_PHONE } from './product-price';
import { footer, heading, inner, legal, list } from './site-footer.css';

const LINKS = [
  { label: 'Order Tracking', href: '/tracking/status' },
  { label: 'Shipping Info', href: '/support' },
  { label: 'Return Policy', href: '/return-an-order' },
  { label: 'About us', href: '/about' },
  { label: 'Privacy Policy', href: '/support' },
  { label: 'Blog', href: '/blog' },
] as const;

/** A simple footer: help contacts and hours, site links, and the legal notice. */
export function SiteFooter() {
  return (
    <footer className={footer}>
      <div className={inner}>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={heading}>
            Need Help?
          </h2>
          <ul className={list}>
            <li>
              Call Us: <Link href={STORE_PHONE.href}>{STORE_PHONE.display}</Link>
            </li>
            <li>
              <Link href="/support">Quick Help</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={heading}>
            Customer Service Hours
          </h2>
          <p>
            Monday-Friday 8AM-8PM CT
            <br />
            Saturday 8AM-4PM
          </p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={heading}>
            Information
          </h2>
          <ul className={list}>
            {LINKS.map((link) => (
              <li key={link.label}>
                <Link href={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={legal}>
        Prices, specifications and images are subject to change without notice, and errors can occur. Rebates are subject to the
        manufacturer's forms and terms.
      </p>
    </footer>
  );
}
