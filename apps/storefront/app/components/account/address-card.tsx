import { formatAddressLines } from '@pool/account-domain';
import type { SavedAddress } from '@pool/api-contract';

/** A saved address as a postal label (account-domain's `formatAddressLines`). */
export function AddressLines({ address }: { address: Omit<SavedAddress, 'id' | 'isDefault'> }) {
  return (
    <address style={{ fontStyle: 'normal' }}>
      {formatAddressLines(address).map((line, index) => (
        <span key={index} style={{ display: 'block' }}>
          {line}
        </span>
      ))}
    </address>
  );
}
