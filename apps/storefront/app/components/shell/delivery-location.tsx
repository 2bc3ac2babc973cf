import { deliveryHeader } from '@pool/cart-domain';
import { Badge } from '@pool/ui';
import { useAtom, useAtomValue } from 'jotai';
import { deliveryAtom } from '../../state/delivery.atoms';
import { locationDrawerOpenAtom } from '../../state/drawers.atoms';
import { PanelButton } from './panel-button';
import { delivery, deliveryButton, deliveryLabel, deliveryLocation, deliveryOpen } from './shell.css';

/**
 * The header's deliver-to control (spec site-shell.md 2.7, shopping.md 2): 'Enter a location',
 * 'City, State' or the zip; 'Delivery' with the same-day badge when the destination has delivery or
 * pickup options, else 'Delivery to'; 'Open' when such options exist and the order is not next-day.
 * The wording is the BFF's (cart-domain's `deliveryHeader`), read with the session after the page
 * (decision 0013): a page from a shared cache says 'Enter a location' until then. It opens the
 * deliver-to panel; without JavaScript it leads to the /delivery page.
 */
export function DeliveryLocation({ onIntent }: { onIntent?: () => void }) {
  const known = useAtomValue(deliveryAtom);
  const [isOpen, setOpen] = useAtom(locationDrawerOpenAtom);
  const view = known?.view.header ?? deliveryHeader(null);
  return (
    <PanelButton action="/delivery" isOpen={isOpen} onOpen={() => setOpen(true)} onIntent={onIntent} buttonClassName={deliveryButton}>
      <span className={delivery} data-testid="deliver-to">
        <span className={deliveryLabel}>
          {view.label}
          {view.sameDayBadge ? <Badge tone="success">Same Day</Badge> : null}
          {view.open ? <span className={deliveryOpen}>Open</span> : null}
        </span>
        <span className={deliveryLocation}>{view.location}</span>
      </span>
    </PanelButton>
  );
}
