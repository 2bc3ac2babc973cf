import { deliveryHeader } from '@pool/cart-domain';
import { Badge } from '@pool/ui';
import { delivery, deliveryLabel, deliveryLocation, deliveryOpen } from './shell.css';

/**
 * The header's deliver-to label (spec site-shell.md 2.7), worded by cart-domain's `deliveryHeader`:
 * 'Enter a location', 'City, State' or the zip; 'Delivery' with the same-day badge when the
 * destination has delivery or pickup options, else 'Delivery to'; 'Open' when such options exist
 * and the order is not next-day. The deliver-to panel behind it is later work, so this is a label.
 */
export function DeliveryLocation() {
  // No destination is known yet: the cart's in-your-hands block and the zip arrive with the panel.
  const view = deliveryHeader(null);
  return (
    <p className={delivery}>
      <span className={deliveryLabel}>
        {view.label}
        {view.sameDayBadge ? <Badge tone="success">Same Day</Badge> : null}
        {view.open ? <span className={deliveryOpen}>Open</span> : null}
      </span>
      <span className={deliveryLocation}>{view.location}</span>
    </p>
  );
}
