import type { SiteConfig } from '@pool/api-contract';
import { helpDrawerSections, type HelpDrawerItem } from '@pool/account-domain';
import { Heading } from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { Link as RemixLink } from '@remix-run/react';
import { useAtom } from 'jotai';
import { helpDrawerOpenAtom } from '../../state/drawers.atoms';
import { drawerLink, drawerList, drawerSection, drawerText } from './shell.css';

function HelpItem({ item, site, onChoose }: { item: HelpDrawerItem; site: SiteConfig; onChoose: () => void }) {
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
      return (
        <a className={drawerLink} href={item.action === 'email' ? `mailto:${site.support.email}` : site.supportCenter.newRequest} onClick={onChoose}>
          {item.label}
        </a>
      );
  }
}

/**
 * The help drawer (spec site-shell.md 2.9): sections and links from account-domain's
 * `helpDrawerSections` for the viewer's login state; the phone line, hours, support-centre addresses,
 * email and chat come from the site configuration (the shell's `site`; without it there is no
 * drawer). Choosing a page closes it. Loaded on first use.
 */
export default function HelpDrawer({ loggedIn, site }: { loggedIn: boolean; site: SiteConfig | null }) {
  const [isOpen, setOpen] = useAtom(helpDrawerOpenAtom);
  const close = () => setOpen(false);
  if (!site) return null;
  return (
    <Drawer title="Help" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close help">
      {helpDrawerSections({ loggedIn }, site.support).map((section, index) => (
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
