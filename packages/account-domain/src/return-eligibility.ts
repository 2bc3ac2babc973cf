/**
 * Which lines of an order may be returned, and how many of each: delivered lines only, net of what
 * earlier returns took back, within the return window after delivery.
 *
 * @packageDocumentation
 */

/**
 * Days after delivery during which an order's lines may be returned.
 *
 * @example
 * ```ts
 * import { RETURN_WINDOW_DAYS } from '@pool/account-domain';
 * RETURN_WINDOW_DAYS; // 30
 * ```
 */
export const RETURN_WINDOW_DAYS = 30;

const DAY_MS = 86_400_000;

/**
 * The order statuses whose lines have been delivered (the `delivered` filter group: Shipped, Completed).
 * A refunded, cancelled or disputed order cannot be returned, delivered or not.
 *
 * @example
 * ```ts
 * import { RETURNABLE_ORDER_STATUSES } from '@pool/account-domain';
 * RETURNABLE_ORDER_STATUSES.includes('Completed'); // true
 * ```
 */
export const RETURNABLE_ORDER_STATUSES: readonly string[] = ['Shipped', 'Completed'];

/**
 * Where an order stands with the return window.
 * - `open`: delivered, and `closesAt` is still ahead;
 * - `closed`: delivered more than {@link RETURN_WINDOW_DAYS} days ago (it closed at `closedAt`);
 * - `not-delivered`: nothing delivered yet (or the order's status cannot be returned).
 *
 * @example
 * ```ts
 * import type { ReturnWindow } from '@pool/account-domain';
 * const window: ReturnWindow = { status: 'open', closesAt: new Date('2026-12-01T00:00:00Z') };
 * ```
 */
export type ReturnWindow =
  | { readonly status: 'open'; readonly closesAt: Date }
  | { readonly status: 'closed'; readonly closedAt: Date }
  | { readonly status: 'not-delivered' };

/**
 * The return window of an order: open from delivery until {@link RETURN_WINDOW_DAYS} days later
 * (inclusive of that instant). The clock is a parameter.
 *
 * @example
 * ```ts
 * import { returnWindow } from '@pool/account-domain';
 * const delivered = new Date('2026-11-01T12:00:00Z');
 * returnWindow({ status: 'Completed', deliveredAt: delivered }, new Date('2026-11-20T00:00:00Z')).status; // 'open'
 * returnWindow({ status: 'Completed', deliveredAt: delivered }, new Date('2026-12-02T00:00:00Z')).status; // 'closed'
 * returnWindow({ status: 'Pending', deliveredAt: null }, new Date()).status; // 'not-delivered'
 * ```
 */
export function returnWindow(order: { readonly status: string; readonly deliveredAt: Date | null }, now: Date): ReturnWindow {
  if (order.deliveredAt === null || !RETURNABLE_ORDER_STATUSES.includes(order.status)) return { status: 'not-delivered' };
  const closes = new Date(order.deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
  return now.getTime() <= closes.getTime() ? { status: 'open', closesAt: closes } : { status: 'closed', closedAt: closes };
}

/**
 * The message shown for an order that cannot be returned, or null when its window is open.
 *
 * @example
 * ```ts
 * import { returnWindowMessage } from '@pool/account-domain';
 * returnWindowMessage({ status: 'closed', closedAt: new Date() });
 * // 'This order was delivered more than 30 days ago, so it can no longer be returned.'
 * ```
 */
export function returnWindowMessage(window: ReturnWindow): string | null {
  if (window.status === 'open') return null;
  if (window.status === 'closed') return `This order was delivered more than ${RETURN_WINDOW_DAYS} days ago, so it can no longer be returned.`;
  return 'This order has not been delivered yet, so it cannot be returned.';
}

/**
 * How many of a line may still be returned: what was ordered less what earlier returns took back,
 * never below 0.
 *
 * @throws RangeError when a quantity is not a whole number of at least 0 (an impossible state).
 * @example
 * ```ts
 * import { returnableQuantity } from '@pool/account-domain';
 * returnableQuantity({ ordered: 3, returned: 1 }); // 2
 * returnableQuantity({ ordered: 1, returned: 1 }); // 0
 * ```
 */
export function returnableQuantity(line: { readonly ordered: number; readonly returned: number }): number {
  for (const value of [line.ordered, line.returned]) {
    if (!Number.isInteger(value) || value < 0) throw new RangeError(`A quantity is a whole number >= 0, got ${value}`);
  }
  return Math.max(0, line.ordered - line.returned);
}

/**
 * A line of an order with what earlier returns took back of it.
 *
 * @example
 * ```ts
 * import type { OrderLineForReturn } from '@pool/account-domain';
 * const line: OrderLineForReturn = { sku: 'PMP-1', ordered: 2, returned: 0 };
 * ```
 */
export interface OrderLineForReturn {
  readonly sku: string;
  readonly ordered: number;
  readonly returned: number;
}

/**
 * Each line with how many may be returned now: 0 for every line while the window is not open.
 *
 * @example
 * ```ts
 * import { returnableLines } from '@pool/account-domain';
 * returnableLines([{ sku: 'A', ordered: 2, returned: 1 }], { status: 'open', closesAt: new Date() });
 * // [{ sku: 'A', ordered: 2, returned: 1, returnable: 1 }]
 * ```
 */
export function returnableLines<L extends OrderLineForReturn>(lines: readonly L[], window: ReturnWindow): (L & { returnable: number })[] {
  return lines.map((line) => ({ ...line, returnable: window.status === 'open' ? returnableQuantity(line) : 0 }));
}

/**
 * Why a requested return line cannot be accepted.
 *
 * @example
 * ```ts
 * import type { ReturnQuantityProblem } from '@pool/account-domain';
 * const problem: ReturnQuantityProblem = { sku: 'A', reason: 'over-quantity', returnable: 1 };
 * ```
 */
export type ReturnQuantityProblem =
  | { readonly sku: string; readonly reason: 'unknown-sku' }
  | { readonly sku: string; readonly reason: 'duplicate-sku' }
  | { readonly sku: string; readonly reason: 'over-quantity'; readonly returnable: number };

/**
 * Checks requested quantities against what may be returned: each sku once, from the order, at least 1
 * and at most its returnable quantity (so nothing is returned twice and a closed window takes nothing).
 *
 * @example
 * ```ts
 * import { checkReturnQuantities, returnableLines } from '@pool/account-domain';
 * const lines = returnableLines([{ sku: 'A', ordered: 2, returned: 0 }], window);
 * checkReturnQuantities([{ sku: 'A', quantity: 3 }], lines);
 * // { ok: false, problems: [{ sku: 'A', reason: 'over-quantity', returnable: 2 }] }
 * ```
 */
export function checkReturnQuantities(
  requested: readonly { readonly sku: string; readonly quantity: number }[],
  lines: readonly { readonly sku: string; readonly returnable: number }[],
): { readonly ok: true } | { readonly ok: false; readonly problems: readonly ReturnQuantityProblem[] } {
  const problems: ReturnQuantityProblem[] = [];
  const seen = new Set<string>();
  for (const want of requested) {
    if (seen.has(want.sku)) {
      problems.push({ sku: want.sku, reason: 'duplicate-sku' });
      continue;
    }
    seen.add(want.sku);
    const line = lines.find((l) => l.sku === want.sku);
    if (!line) problems.push({ sku: want.sku, reason: 'unknown-sku' });
    else if (!Number.isInteger(want.quantity) || want.quantity < 1 || want.quantity > line.returnable) {
      problems.push({ sku: want.sku, reason: 'over-quantity', returnable: line.returnable });
    }
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}

/**
 * The message of a quantity problem, as the return form shows it next to the line.
 *
 * @example
 * ```ts
 * import { returnQuantityMessage } from '@pool/account-domain';
 * returnQuantityMessage({ sku: 'A', reason: 'over-quantity', returnable: 0 }); // 'A has nothing left to return.'
 * ```
 */
export function returnQuantityMessage(problem: ReturnQuantityProblem): string {
  if (problem.reason === 'unknown-sku') return `${problem.sku} is not on this order.`;
  if (problem.reason === 'duplicate-sku') return `${problem.sku} is listed more than once.`;
  if (problem.returnable === 0) return `${problem.sku} has nothing left to return.`;
  return `Return between 1 and ${problem.returnable} of ${problem.sku}.`;
}

/**
 * What a return line's form says when one of its four answers is missing (spec account.md 5).
 *
 * @example
 * ```ts
 * import { RETURN_LINE_FIELD_MESSAGES } from '@pool/account-domain';
 * RETURN_LINE_FIELD_MESSAGES.acknowledge_policy; // 'Please acknowledge the return policy.'
 * ```
 */
export const RETURN_LINE_FIELD_MESSAGES = {
  reason: 'Choose a reason for the return.',
  comment: 'Tell us more about the return.',
  condition: 'Choose the condition of the product.',
  acknowledge_policy: 'Please acknowledge the return policy.',
} as const satisfies Record<'reason' | 'comment' | 'condition' | 'acknowledge_policy', string>;
