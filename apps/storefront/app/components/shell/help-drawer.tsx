import type { SiteConfig } from '@pool/api-contract';
import { helpDrawerSections, type HelpDrawerItem } from '@pool/account-domain';
import { Heading } from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { Link as RemixLink } from '@remix-run/react';
import { useAtom } from 'jotai';
import { helpDrawerOpenAtom } from '../../state/drawers.atoms';
import { drawerLink, drawerList, drawerSection, drawerText } from './shell.css';

function HelpItem({ item, site, onChoose }: { item: HelpDrawerItem; site: SiteConfig | null; onChoose: () => void }) {
  switch (item.kind) {
    case 'link':
      return (
        <RemixLink className={drawerLink} to={item.href} onClick={onChoose}>
          {item.label}
        </RemixLink>
      );
    case 'external': {
      const href = item.target === 'help-center' ? site?.supportCenter.helpCenter : site?.supportCenter.returnPolicy;
      return href ? (
        <a className={drawerLink} href={href} onClick={onChoose}>
          {item.label}
        </a>
      ) : null;
    }
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
    case 'action': {
      const href = item.action === 'email' ? (site ? `mailto:${site.support.email}` : undefined) : site?.supportCenter.newRequest;
      return href ? (
        <a className={drawerLink} href={href} onClick={onChoose}>
          {item.label}
        </a>
      ) : null;
    }
  }
}

/**
 * The help drawer (spec site-shell.md 2.9): sections and links from account-domain's
 * `helpDrawerSections` for the viewer's login state; support-centre addresses, email and chat come
 * from the site configuration. Choosing a page closes it. Loaded on first use.
 */
export default function HelpDrawer({ loggedIn, site }: { loggedIn: boolean; site: SiteConfig | null }) {
  const [isOpen, setOpen] = useAtom(helpDrawerOpenAtom);
  const close = () => setOpen(false);
  return (
    <Drawer title="Help" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close help">
      {helpDrawerSections({ loggedIn }).map((section, index) => (
        <section key={section.title} className={drawerSection} aria-labelledby={`help-section-${index}`}>
          <Heading level={3} size="md" id={`help-section-${index}`}>
            {section.title}
          </Heading>
          <ul className={drawerList}>
            {section.items.map((item) => (
              <li key={item.label}>
                <HelpItem item={item} site={site} onChoose={close} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Drawer>
  );
}
