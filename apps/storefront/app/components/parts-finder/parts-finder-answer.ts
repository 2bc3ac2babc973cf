import type { PartsFinderView } from '@pool/api-contract';

/** The parts finder's diagram map from `/resources/parts-finder` (routes/catalogue/diagram/parts-finder/route.ts), or `null` when the BFF could not give it. */
export type PartsFinderData = PartsFinderView | null;

/** One piece of the customer's pool equipment, as the parts finder lists it (`/resources/my-equipment`, routes/account/pool-profiles/my-equipment/route.ts). */
export interface MyEquipmentItem {
  /** The catalogue diagram the customer picked for it. */
  diagramId: number;
  /** The diagram's handle (its page is `/diagram/{handle}`). */
  handle: string;
  href: string;
  brand: string;
  model: string;
  /** 'Pump', 'Filter'… */
  slot: string;
  pool: string;
}
