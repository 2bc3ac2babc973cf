import type { SiteConfig } from '@pool/api-contract';
import { helpDrawerSections, type HelpDrawerItem } from '@pool/account-domain';
import { Heading } from '@pool/ui';
import { Link as RemixLink } from '@remix-run/react';
import { drawerLink, drawerList, drawerSection, drawerText } from './shell.css';

function HelpItem({ item, site, onChoose }: { item: HelpDrawerItem; site: SiteConfig; onChoose?: () => void }) {
  switch (item.kind) {
    case 'link':
      return (
        <RemixLink className={drawerLink} to={item.href} onClick={onChoose}>
          {item.label}
        </RemixLink>
      );
    case 'external':
      return (
        <a className={drawerLink} href={item.target === 'help-center' ? site.supportCenter.helpCenter : site.supportCenter.returnPolicy} onClick={onChoose}>
          {item.label}
        </a>
      );
    case 'text':
      return (
        <p className={drawerText}>
          <strong>{item.label}:</strong> {item.text}
        </p>
      );
    case 'phone':
      return (
        <a className={drawerLink} href={item.href}>
          Call {item.label}
        </a>
      );
    case 'action':
      // Chat: the store's chat entry point, a live chat or a request form (docs/decisions/0070).
      return item.action === 'email' ? (
        <a className={drawerLink} href={`mailto:${site.support.email}`} onClick={onChoose}>
          {item.label}
        </a>
      ) : (
        <RemixLink className={drawerLink} to="/chat" onClick={onChoose}>
          {item.label}
        </RemixLink>
      );
  }
}

/**
 * The help content (spec site-shell.md 2.9), in the help drawer and on the /help page: sections and
 * links from account-domain's `helpDrawerSections` for the viewer's login state; the phone line,
 * hours, support-centre addresses, email and chat come from the site configuration. `onChoose` runs
 * when a link is chosen (the drawer closes).
 */
export function HelpSections({ loggedIn, site, headingLevel, onChoose }: { loggedIn: boolean; site: SiteConfig; headingLevel: 2 | 3; onChoose?: () => void }) {
  return (
    <>
      {helpDrawerSections({ loggedIn }, site.support).map((section, index) => (
        <section key={section.title} className={drawerSection} aria-labelledby={`help-section-${index}`}>
          <Heading level={headingLevel} size="md" id={`help-section-${index}`}>
            {section.title}
          </Heading>
          <ul className={drawerList}>
            {section.items.map((item) => (
              <li key={item.label}>
                <HelpItem item={item} site={site} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
