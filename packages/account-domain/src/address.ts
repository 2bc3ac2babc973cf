/**
 * US postal addresses: the states (and DC) the store ships to, and the checks an address form and
 * the server both apply.
 *
 * @packageDocumentation
 */

/**
 * The 50 states and the District of Columbia, by postal abbreviation.
 *
 * @example
 * ```ts
 * import { US_STATES } from '@pool/account-domain';
 * US_STATES.TX; // 'Texas'
 * ```
 */
export const US_STATES = {
  AL: 'Alabama', AK: 'Alaska', AZ: 'Arizona', AR: 'Arkansas', CA: 'California', CO: 'Colorado', CT: 'Connecticut',
  DE: 'Delaware', DC: 'District of Columbia', FL: 'Florida', GA: 'Georgia', HI: 'Hawaii', ID: 'Idaho', IL: 'Illinois',
  IN: 'Indiana', IA: 'Iowa', KS: 'Kansas', KY: 'Kentucky', LA: 'Louisiana', ME: 'Maine', MD: 'Maryland',
  MA: 'Massachusetts', MI: 'Michigan', MN: 'Minnesota', MS: 'Mississippi', MO: 'Missouri', MT: 'Montana',
  NE: 'Nebraska', NV: 'Nevada', NH: 'New Hampshire', NJ: 'New Jersey', NM: 'New Mexico', NY: 'New York',
  NC: 'North Carolina', ND: 'North Dakota', OH: 'Ohio', OK: 'Oklahoma', OR: 'Oregon', PA: 'Pennsylvania',
  RI: 'Rhode Island', SC: 'South Carolina', SD: 'South Dakota', TN: 'Tennessee', TX: 'Texas', UT: 'Utah',
  VT: 'Vermont', VA: 'Virginia', WA: 'Washington', WV: 'West Virginia', WI: 'Wisconsin', WY: 'Wyoming',
} as const;

/** A US state's postal abbreviation. */
export type UsState = keyof typeof US_STATES;

/**
 * True for a known state abbreviation (upper case, as forms send it).
 *
 * @example
 * ```ts
 * isUsState('TX'); // true
 * isUsState('tx'); // false
 * ```
 */
export function isUsState(value: string): value is UsState {
  return Object.hasOwn(US_STATES, value);
}

/**
 * A US ZIP code: five digits, or ZIP+4 (`78201-1234`).
 *
 * @example
 * ```ts
 * isUsZip('78201'); // true
 * isUsZip('7820'); // false
 * ```
 */
export function isUsZip(value: string): boolean {
  return /^\d{5}(-\d{4})?$/.test(value);
}

/** The fields of a US shipping address, as typed. */
export interface UsAddressInput {
  firstName: string;
  lastName: string;
  company?: string | null;
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
  phone?: string | null;
}

/** Messages per field, the spec's errors map. */
export type AddressErrors = Partial<Record<keyof UsAddressInput, string[]>>;

const REQUIRED: Record<'firstName' | 'lastName' | 'street1' | 'city', string> = {
  firstName: 'First name is required.',
  lastName: 'Last name is required.',
  street1: 'Street address is required.',
  city: 'City is required.',
};

/**
 * Checks an address (inputs trimmed): required names, street and city, a known state, a valid ZIP,
 * and a phone, when given, of 10 digits (an optional leading 1).
 *
 * @example
 * ```ts
 * validateUsAddress({ firstName: 'A', lastName: 'B', street1: '1 Main', city: 'Austin', state: 'TX', zip: '7870' });
 * // { zip: ['Enter a 5-digit ZIP code.'] }
 * ```
 */
export function validateUsAddress(input: UsAddressInput): AddressErrors {
  const errors: AddressErrors = {};
  for (const [field, message] of Object.entries(REQUIRED) as [keyof typeof REQUIRED, string][]) {
    if (!input[field]?.trim()) errors[field] = [message];
  }
  if (!isUsState(input.state?.trim() ?? '')) errors.state = ['Choose a US state.'];
  if (!isUsZip(input.zip?.trim() ?? '')) errors.zip = ['Enter a 5-digit ZIP code.'];
  const phone = input.phone?.replace(/[\s().+-]/g, '') ?? '';
  if (phone && !/^1?\d{10}$/.test(phone)) errors.phone = ['Enter a 10-digit phone number.'];
  return errors;
}

/**
 * How many addresses one customer may keep in the address book. The server refuses one more (422);
 * the form says so before posting.
 */
export const ADDRESS_BOOK_LIMIT = 20;

/** A saved address as shown: the fields of {@link UsAddressInput}, with optional parts null or absent. */
export type AddressLinesInput = Pick<UsAddressInput, 'firstName' | 'lastName' | 'company' | 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'phone'>;

/**
 * The lines of an address label, in the US order: name, company, street lines, "City, ST ZIP",
 * phone. Empty parts are left out, so no line is blank.
 *
 * @example
 * ```ts
 * formatAddressLines({ firstName: 'Ada', lastName: 'Pool', street1: '1 Main St', city: 'San Antonio', state: 'TX', zip: '78201' });
 * // ['Ada Pool', '1 Main St', 'San Antonio, TX 78201']
 * ```
 */
export function formatAddressLines(address: AddressLinesInput): string[] {
  const clean = (value: string | null | undefined) => value?.trim() ?? '';
  const place = [clean(address.city), [clean(address.state), clean(address.zip)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    [clean(address.firstName), clean(address.lastName)].filter(Boolean).join(' '),
    clean(address.company),
    clean(address.street1),
    clean(address.street2),
    place,
    clean(address.phone),
  ].filter(Boolean);
}
