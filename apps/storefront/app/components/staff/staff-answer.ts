import type { StaffAuditEntry, StaffCustomerSearch, StaffQuote, StaffView } from '@pool/api-contract';

/** What `/staff` (routes/staff/route.ts) answers the overlay's fetchers. */
export type StaffAnswer =
  // `message` is null when a toast says it (a write refused with a 403 or a server failure: spec site-shell.md 8).
  | { ok: false; message: string | null }
  | { ok: true; search?: StaffCustomerSearch; audit?: StaffAuditEntry[]; staff?: StaffView; quote?: StaffQuote };
