import { Spinner } from '@pool/ui';
import { Drawer } from '@pool/ui/drawer';
import { useLocation } from '@remix-run/react';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { DeliverToPanel } from '../delivery/deliver-to-panel';
import { deliveryAtom } from '../../state/delivery.atoms';
import { locationDrawerOpenAtom } from '../../state/drawers.atoms';
import { sessionReadRequestAtom } from '../../state/session.atoms';

/**
 * The deliver-to panel in a drawer (spec site-shell.md 2.7 "location" drawer): react-aria's modal
 * dialog moves focus in, traps it, and gives it back to the header control on close. Loaded on first
 * use. The view comes from the session (read after the page); when it is not there yet, the session
 * is read again.
 */
export default function DeliveryDrawer() {
  const [isOpen, setOpen] = useAtom(locationDrawerOpenAtom);
  const known = useAtomValue(deliveryAtom);
  const readSession = useSetAtom(sessionReadRequestAtom);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isOpen && !known) readSession((n) => n + 1);
  }, [isOpen, known, readSession]);
  return (
    <Drawer title="Deliver to" isOpen={isOpen} onOpenChange={setOpen} closeLabel="Close deliver to">
      {known ? <DeliverToPanel view={known.view} cutoff={known.cutoff} returnTo={`${pathname}${search}`} /> : <Spinner label="Loading" />}
    </Drawer>
  );
}
