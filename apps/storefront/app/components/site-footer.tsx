import type { SiteConfig } from '@pool/api-contract';
import { Link } from '@pool/ui';
import { NewsletterForm } from './shell/newsletter-form';
import { SocialIcon } from './shell/social-icon';
import {
  callUs,
  callUsSummary,
  columns,
  disclaimer,
  footer,
  heading,
  inner,
  legal,
  legalInner,
  list,
  payments,
  promo,
  social,
  socialLink,
} from './site-footer.css';

/** The footer's six links (spec site-shell.md 2.8); support-centre pages come from configuration. */
export function footerLinks(site: SiteConfig | null): { label: string; href: string }[] {
  return [
    { label: 'Order Tracking', href: '/tracking/status' },
    { label: 'Shipping Info', href: site?.supportCenter.shippingInfo ?? '/support' },
    { label: 'Return Policy', href: site?.supportCenter.returnPolicy ?? '/return-an-order' },
    { label: 'About us', href: '/about' },
    { label: 'Privacy Policy', href: site?.supportCenter.privacyPolicy ?? '/support' },
    { label: 'Blog', href: '/blog' },
  ];
}

/**
 * The site footer (spec site-shell.md 2.8): 'Need Help?' (Call Us reveals the number, a native
 * disclosure that works without JavaScript; Email Us; Quick Help), service hours, the six links, the
 * sister-site promo, payment methods, the newsletter sign-up, social links, the legal notice and
 * address from configuration, and the prices/rebates disclaimer.
 */
export function SiteFooter({ site }: { site: SiteConfig | null }) {
  return (
    <footer className={footer}>
      <div className={inner}>
        <div className={columns}>
          <section aria-labelledby="footer-help">
            <h2 id="footer-help" className={heading}>
              Need Help?
            </h2>
            <ul className={list}>
              {site ? (
                <>
                  <li>
                    <details className={callUs}>
                      <summary className={callUsSummary}>Call Us</summary>
                      <a href={site.support.phone.href}>{site.support.phone.display}</a>
                    </details>
                  </li>
                  <li>
                    <Link href={`mailto:${site.support.email}`}>Email Us</Link>
                  </li>
                </>
              ) : null}
              <li>
                <Link href="/support">Quick Help</Link>
              </li>
            </ul>
            {site ? (
              <>
                <h3 className={heading}>Customer Service Hours</h3>
                <p>{site.support.hours}</p>
              </>
            ) : null}
          </section>
          <nav aria-labelledby="footer-links">
            <h2 id="footer-links" className={heading}>
              Information
            </h2>
            <ul className={list}>
              {footerLinks(site).map((link) => (
                <li key={link.label}>
                  <Link href={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <section aria-labelledby="footer-newsletter">
            <h2 id="footer-newsletter" className={heading}>
              Newsletter
            </h2>
            <NewsletterForm />
            {site && site.social.length > 0 ? (
              <ul className={social} aria-label="Follow us">
                {site.social.map((network) => (
                  <li key={network.network}>
                    <a className={socialLink} href={network.url} aria-label={network.label} rel="noopener noreferrer">
                      <SocialIcon network={network.network} />
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </div>
        {site?.sisterSite ? (
          <aside className={promo} aria-label={`Visit ${site.sisterSite.name}`}>
            <strong>{site.sisterSite.name}</strong> {site.sisterSite.tagline}{' '}
            <Link href={site.sisterSite.url}>{`Shop ${site.sisterSite.name}`}</Link>
          </aside>
        ) : null}
        <img className={payments} src="/payment-methods.svg" alt="We accept Visa, Mastercard, American Express, Discover and PayPal" width={300} height={32} loading="lazy" />
      </div>
      <div className={legal}>
        <div className={legalInner}>
          <p className={disclaimer}>
            Prices, specifications and images are subject to change without notice, and errors can occur. Rebates are subject to the
            manufacturer's forms and terms.
          </p>
          {site ? (
            <>
              <p>{site.legal.notice}</p>
              <address>{site.legal.address}</address>
            </>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
