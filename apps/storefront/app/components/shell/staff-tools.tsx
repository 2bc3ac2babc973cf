import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { staffAtom } from '../../state/session.atoms';

/**
 * The staff overlay is its own chunk, fetched only once the session read says the viewer is staff
 * (docs/decisions/0030): a shopper's page carries no markup, data or code of it.
 */
const StaffOverlay = lazy(() => import('../staff/staff-overlay'));

export function StaffTools() {
  const staff = useAtomValue(staffAtom);
  if (!staff) return null;
  return (
    <Suspense fallback={null}>
      <StaffOverlay staff={staff} />
    </Suspense>
  );
}
