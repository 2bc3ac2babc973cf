import type { Subscription } from '@pool/api-contract';
import { validateNewsletterEmail } from '@pool/account-domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { subscriptions } from '../db/schema.js';
import { unprocessable } from '../http/problem.js';

export interface SubscribeResult {
  subscription: Subscription;
  /** False when the address was already subscribed (a repeat sign-up is not an error). */
  created: boolean;
}

/** Newsletter sign-ups, validated with the spec's rules (account-domain) and stored once per address. */
export function createSubscriptionService(db: Db) {
  return {
    async subscribe(input: string | undefined): Promise<SubscribeResult> {
      const checked = validateNewsletterEmail(input ?? '');
      if (!checked.ok) throw unprocessable(checked.error, { email: [checked.error] });
      // Addresses are compared case-insensitively: the stored form is lower-case.
      const email = checked.email.toLowerCase();
      const [inserted] = await db.insert(subscriptions).values({ email }).onConflictDoNothing({ target: subscriptions.email })
        .returning({ email: subscriptions.email, createdAt: subscriptions.createdAt });
      const row = inserted ?? (await db.select({ email: subscriptions.email, createdAt: subscriptions.createdAt })
        .from(subscriptions).where(eq(subscriptions.email, email)))[0];
      if (!row) throw new Error(`subscription for ${email} vanished after a conflicting insert`);
      return { subscription: { email: row.email, subscribed_at: row.createdAt.toISOString() }, created: inserted !== undefined };
    },
  };
}
export type SubscriptionService = ReturnType<typeof createSubscriptionService>;
