import type { MetaFunction } from '@remix-run/node';
import { useAtomValue } from 'jotai';
import { HelpSections } from '../../../components/shell/help-sections';
import { useShell } from '../../../components/shell/use-shell';
import { drawerViewer } from '../../../components/shell/viewer';
import { viewerAtom } from '../../../state/session.atoms';
import { PageColumn } from '../../../components/page-column';

export const meta: MetaFunction = () => [{ title: 'Help | Pool Supplies' }, { name: 'description', content: 'Help with an order or a product, and how to contact us.' }];

/**
 * GET /help: the help drawer's content as a page (spec site-shell.md 2.9), where the header's Help
 * control leads without JavaScript, or when pressed before the page has hydrated. The same for
 * everyone in the server's HTML (a guest's links); a signed-in viewer's links once the session is read.
 */
export default function HelpPage() {
  const shell = useShell();
  const loggedIn = drawerViewer(useAtomValue(viewerAtom)) !== null;
  return (
    <PageColumn title="Help">
      {shell?.site ? <HelpSections loggedIn={loggedIn} site={shell.site} headingLevel={2} /> : null}
    </PageColumn>
  );
}
