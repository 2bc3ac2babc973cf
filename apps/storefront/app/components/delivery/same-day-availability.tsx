import type { DeliveryAvailability } from '@pool/api-contract';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { deliveryAtom } from '../../state/delivery.atoms';
import { locationDrawerOpenAtom } from '../../state/drawers.atoms';
import { availability as availabilityClass, linkButton } from './delivery.css';

/**
 * Same-day availability of a product for the shopper's zip, on the (public, cached) product page:
 * fetched from /resources/delivery-availability after hydration, and again when the zip changes.
 * Says nothing until a zip is known; then whether the product can come the same day from the zone's
 * stores.
 */
export function SameDayAvailability({ productId }: { productId: number }) {
  const delivery = useAtomValue(deliveryAtom);
  const openPanel = useSetAtom(locationDrawerOpenAtom);
  const zip = delivery?.view.zip ?? null;
  const [found, setFound] = useState<DeliveryAvailability | null>(null);
  useEffect(() => {
    if (!zip) {
      setFound(null);
      return undefined;
    }
    const controller = new AbortController();
    fetch(`/resources/delivery-availability?productId=${productId}`, { headers: { accept: 'application/json' }, signal: controller.signal })
      .then(async (response) => (response.ok ? ((await response.json()) as DeliveryAvailability) : null))
      .then(setFound)
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId, zip]);

  if (!zip || !found || found.zip !== zip) return null;
  let message: string;
  if (!found.sameDayEligible) message = `Same-day delivery is not available to ${found.place ?? zip}.`;
  else if (found.available) message = `Same-day delivery available to ${found.place ?? zip}: ${found.sameDay} in stock nearby.`;
  else message = `Not in stock for same-day delivery to ${found.place ?? zip}.`;
  return (
    <p className={availabilityClass} role="status" data-testid="same-day-availability">
      {message}{' '}
      <button type="button" onClick={() => openPanel(true)} className={linkButton}>
        Change zip
      </button>
    </p>
  );
}
