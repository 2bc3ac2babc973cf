import type { DeliveryView } from '@pool/api-contract';

/** What a deliver-to form answers, to the panel's fetcher or (without JavaScript) to the /delivery page (routes/service/delivery/route.tsx). */
export type DeliveryActionResult =
  | { intent: 'zip'; ok: true; view: DeliveryView }
  // `error` is null when a toast says it (a server failure: spec site-shell.md 8).
  | { intent: 'zip'; ok: false; error: string | null; returnTo?: string }
  | { intent: 'notify'; ok: true; message: string }
  | { intent: 'notify'; ok: false; error: string };
