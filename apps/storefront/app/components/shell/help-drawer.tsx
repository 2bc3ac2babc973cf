import type { SiteConfig } from '@pool/api-contract';
import { Drawer } from '@pool/ui/drawer';
import { useAtom } from 'jotai';
import { helpDrawerOpenAtom } from '../../state/drawers.atoms';
import { HelpSections } from './help-sections';

/**
 * The help drawer (spec site-shell.md 2.9): the help content for the viewer's login state, from the
 * site configuration (the shell's `site`; without it there is no drawer). Choosing a page closes it.
 * Loaded on first use; without JavaScript the Help control leads to the same content at /help.
 */
export default function HelpDrawer({ loggedIn, site }: { loggedIn: boolean; site: SiteConfig | null }) {
  const [isOpen, setOpen] = useAtom(helpDrawerOpenAtom);
  if (!site) return null;
  return (
    <Drawer title="Help" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close help">
      <HelpSections loggedIn={loggedIn} site={site} headingLevel={3} onChoose={() => setOpen(false)} />
    </Drawer>
  );
}
