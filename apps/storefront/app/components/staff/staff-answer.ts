import type { StaffAuditEntry, StaffCustomerSearch, StaffQuote, StaffView } from '@pool/api-contract';

/** What `/staff` (routes/staff/route.ts) answers the overlay's fetchers. */
export type StaffAnswer =
  | { ok: false; message: string }
  | { ok: true; search?: StaffCustomerSearch; audit?: StaffAuditEntry[]; staff?: StaffView; quote?: StaffQuote };
