import { Drawer } from '@pool/ui/drawer';
import { useAtom } from 'jotai';
import { PartsFinderPanel } from '../parts-finder/parts-finder';
import { partsFinderOpenAtom } from '../../state/drawers.atoms';

/** The Parts Finder panel (spec site-shell.md 2.11) in a side panel titled 'Parts Finder'. Loaded on first use. */
export default function PartsFinderDrawer() {
  const [isOpen, setOpen] = useAtom(partsFinderOpenAtom);
  return (
    <Drawer title="Parts Finder" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close Parts Finder">
      <PartsFinderPanel headingLevel={3} showTitle={false} />
    </Drawer>
  );
}
