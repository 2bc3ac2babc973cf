import { randomInt } from 'node:crypto';
import {
  RETURN_LINE_FIELD_MESSAGES, checkReturnQuantities, decodeReturnOrderLink, returnQuantityMessage, returnWindow, returnWindowMessage,
  returnableLines, validateReturnLines,
} from '@pool/account-domain';
import {
  RETURN_CONDITIONS, RETURN_REASONS, type Return, type ReturnBody, type ReturnLabel, type ReturnOrder, type ReturnOrderSummary,
  type ReturnShipment, type ReturnShippingRateBody,
} from '@pool/api-contract';
import { and, desc, eq, inArray, max, sum } from 'drizzle-orm';
import { recordReturnPoints } from '../account-content/points-ledger.js';
import { productImage, toDollars } from '../catalog/products.js';
import type { Db } from '../db/client.js';
import { orderLines, orders, returnLines, returns, shipments } from '../db/schema.js';
import { HttpError, unauthorized } from '../http/problem.js';
import type { Logger } from '../logger.js';
import type { Mailer } from '../mail/mailer.js';
import { renderReturnConfirmation } from '../mail/templates/return-confirmation.js';
import { bearerToken } from '../customers/tokens.js';
import { actingCustomer } from '../customers/customers.service.js';
import { returnLabelSvg } from './label.js';
import { ratesFor } from './shipping-rates.js';

/** The spec's order lookup failure (account.md 8): every order a caller may not see, or that does not exist. */
export const ORDER_NOT_FOUND = 'Error getting order.';
const orderNotFound = () => new HttpError(404, ORDER_NOT_FOUND, { detail: 'No order matches.' });
const returnNotFound = () => new HttpError(404, 'Not Found', { detail: 'No return matches.' });

/** Who is asking: a signed-in customer (from the bearer token), or a guest holding an email. */
export type ReturnCaller = { kind: 'customer'; id: number; email: string } | { kind: 'guest'; email: string | null };

export interface ReturnCallerHeaders {
  authorization?: string;
  /** The customer staff act for: believed only for an is_admin token ({@link actingCustomer}). */
  'user-id'?: string;
  'x-order-email'?: string;
}

const normalEmail = (email: string) => email.trim().toLowerCase();
const REASONS: ReadonlySet<string> = new Set(RETURN_REASONS.map(([value]) => value));
const CONDITIONS: ReadonlySet<string> = new Set(RETURN_CONDITIONS.map(([value]) => value));

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof returns.$inferSelect;

export function createReturnService({ db, now, mailer, storefrontUrl }: {
  db: Db; now: () => Date; mailer?: Mailer; storefrontUrl: string; logger?: Logger;
}) {
  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> => db.transaction((txn) => work(txn as unknown as Db));

  /**
   * The caller of a request: a bearer token must be valid (401 otherwise); without one, a guest. Staff
   * acting as a customer (`user-id` with an is_admin token) are that customer; the header from anyone
   * else is ignored, so a shopper naming another customer still sees only their own returns.
   */
  async function callerOf(headers: ReturnCallerHeaders): Promise<ReturnCaller> {
    if (headers.authorization !== undefined) {
      const token = bearerToken(headers.authorization);
      if (!token) throw unauthorized();
      const row = await actingCustomer(db, now, token, headers['user-id']);
      return { kind: 'customer', id: row.id, email: row.email };
    }
    const email = headers['x-order-email'];
    return { kind: 'guest', email: email ? normalEmail(email) : null };
  }

  async function customerOf(headers: ReturnCallerHeaders): Promise<{ id: number; email: string }> {
    const caller = await callerOf(headers);
    if (caller.kind !== 'customer') throw unauthorized();
    return caller;
  }

  function mayAccess(caller: ReturnCaller, owner: { customerId: number | null; email: string }): boolean {
    if (caller.kind === 'customer') return owner.customerId === caller.id;
    return caller.email !== null && normalEmail(owner.email) === caller.email;
  }

  /** The order if the caller may return from it (`lock`: held for update until the transaction ends). */
  async function orderFor(tx: Db, orderId: number, caller: ReturnCaller, lock = false): Promise<OrderRow> {
    const query = tx.select().from(orders).where(eq(orders.id, orderId));
    const [order] = lock ? await query.for('update') : await query;
    if (!order || !mayAccess(caller, order)) throw orderNotFound();
    return order;
  }

  /** An order's lines with what earlier returns took back, its delivery and its return window. */
  async function returnView(tx: Db, order: OrderRow): Promise<ReturnOrder> {
    const [lines, [delivery], returned] = await Promise.all([
      tx.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(orderLines.id),
      tx.select({ at: max(shipments.deliveredAt) }).from(shipments).where(eq(shipments.orderId, order.id)),
      tx.select({ orderLineId: returnLines.orderLineId, quantity: sum(returnLines.quantity).mapWith(Number) }).from(returnLines)
        .innerJoin(returns, eq(returns.id, returnLines.returnId)).where(eq(returns.orderId, order.id)).groupBy(returnLines.orderLineId),
    ]);
    const deliveredAt = delivery?.at ?? null;
    const window = returnWindow({ status: order.status, deliveredAt }, now());
    const returnedBy = new Map(returned.map((r) => [r.orderLineId, r.quantity]));
    const withReturnable = returnableLines(lines.map((l) => ({ ...l, ordered: l.quantity, returned: returnedBy.get(l.id) ?? 0 })), window);
    return {
      id: order.id,
      email: order.email,
      status: order.status,
      placed_at: order.createdAt.toISOString(),
      delivered_at: deliveredAt?.toISOString() ?? null,
      window: window.status,
      window_closes_at: window.status === 'open' ? window.closesAt.toISOString() : window.status === 'closed' ? window.closedAt.toISOString() : null,
      window_message: returnWindowMessage(window),
      lines: withReturnable.map((l) => ({
        sku: l.sku, title: l.title, handle: l.handle, image_url: productImage(l.sku, l.title).url, unit_price: toDollars(l.unitPrice),
        ordered: l.ordered, returned: l.returned, returnable: l.returnable,
      })),
    };
  }

  async function toReturn(tx: Db, row: ReturnRow): Promise<Return> {
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, row.id)).orderBy(returnLines.id);
    return {
      id: row.id, order_id: row.orderId, status: row.status, created_at: row.createdAt.toISOString(), carrier: row.carrier, service: row.service,
      shipping_amount: toDollars(row.shippingCost), tracking_number: row.trackingNumber, parcel: row.parcel, is_different_package: row.isDifferentPackage,
      lines: lines.map((l) => ({ sku: l.sku, title: l.title, quantity: l.quantity, reason: l.reason, comment: l.comment, condition: l.condition })),
    };
  }

  async function returnFor(id: number, caller: ReturnCaller): Promise<ReturnRow> {
    const [row] = await db.select().from(returns).where(eq(returns.id, id));
    if (!row || !mayAccess(caller, row)) throw returnNotFound();
    return row;
  }

  /** Every refusal of a return's lines as one 422 keyed by `lines.{i}.{field}` (nothing is written). */
  function checkLines(body: ReturnBody, view: ReturnOrder): void {
    const errors: Record<string, string[]> = {};
    const add = (key: string, message: string) => (errors[key] ??= []).push(message);
    const validation = validateReturnLines(body.lines);
    if (!validation.ok && validation.reason === 'no-lines') throw new HttpError(422, 'Choose at least one product to return.', { errors: { lines: ['Choose at least one product to return.'] } });
    if (!validation.ok) {
      for (const problem of validation.problems) for (const field of problem.missing) add(`lines.${problem.index}.${field}`, RETURN_LINE_FIELD_MESSAGES[field]);
    }
    body.lines.forEach((line, index) => {
      if (line.reason.trim() && !REASONS.has(line.reason)) add(`lines.${index}.reason`, RETURN_LINE_FIELD_MESSAGES.reason);
      if (line.condition.trim() && !CONDITIONS.has(line.condition)) add(`lines.${index}.condition`, RETURN_LINE_FIELD_MESSAGES.condition);
    });
    if (Object.keys(errors).length > 0) throw new HttpError(422, 'Some products need more details.', { errors });
    if (view.window_message) throw new HttpError(422, view.window_message, { errors: { orderId: [view.window_message] } });
    const quantities = checkReturnQuantities(body.lines, view.lines);
    if (!quantities.ok) {
      for (const problem of quantities.problems) {
        const index = body.lines.findIndex((l) => l.sku === problem.sku);
        add(`lines.${index}.quantity`, returnQuantityMessage(problem));
      }
      throw new HttpError(422, 'Some products cannot be returned in these quantities.', { errors });
    }
  }

  /** The confirmation, written with the return (the outbox, docs/decisions/0063): sent once it commits. */
  async function confirm(tx: Db, row: ReturnRow, order: OrderRow): Promise<void> {
    if (!mailer) return;
    await mailer.send(renderReturnConfirmation(await toReturn(tx, row), { email: order.email, firstName: order.shippingAddress.firstName, signedIn: row.customerId !== null }, storefrontUrl), tx);
  }

  return {
    callerOf,

    /** The signed-in customer's orders, newest first, each with its window and how many items may go back. */
    async orders(headers: ReturnCallerHeaders): Promise<ReturnOrderSummary[]> {
      const customer = await customerOf(headers);
      const rows = await db.select().from(orders).where(eq(orders.customerId, customer.id)).orderBy(desc(orders.createdAt), desc(orders.id)).limit(100);
      const views = await Promise.all(rows.map((order) => returnView(db, order)));
      return views.map(({ lines, email: _email, ...view }, i) => ({
        ...view, total: toDollars(rows[i]!.total), returnable_items: lines.reduce((n, l) => n + l.returnable, 0),
      }));
    },

    /** spec account.md 7: the encoded link (guests: base64 of order id and email), or an order number with a bearer token. */
    async order(encoded: string, headers: ReturnCallerHeaders): Promise<ReturnOrder> {
      let caller = await callerOf(headers);
      let orderId: number;
      if (/^[1-9][0-9]{0,8}$/.test(encoded)) orderId = Number(encoded);
      else {
        const link = decodeReturnOrderLink(encoded);
        if (!link) throw orderNotFound();
        orderId = link.orderId;
        if (caller.kind === 'guest') caller = { kind: 'guest', email: normalEmail(link.email) };
        else if (normalEmail(link.email) !== normalEmail(caller.email)) {
          // A signed-in customer opening a link for another email: the link's holder is a guest of it.
          caller = { kind: 'guest', email: normalEmail(link.email) };
        }
      }
      return returnView(db, await orderFor(db, orderId, caller));
    },

    /** Rates for the parcel (spec 4): the order must be the caller's and hold the skus. Writes nothing. */
    async shippingRate(body: ReturnShippingRateBody, headers: ReturnCallerHeaders): Promise<ReturnShipment> {
      const order = await orderFor(db, body.orderId, await callerOf(headers));
      const view = await returnView(db, order);
      const unknown = body.productSkus.filter((sku) => !view.lines.some((l) => l.sku === sku));
      if (unknown.length > 0) throw new HttpError(422, 'Some products are not on this order.', { errors: { productSkus: unknown.map((sku) => `${sku} is not on this order.`) } });
      const { shipmentId, rates } = ratesFor(order.id, body.parcel.weight);
      return {
        shipmentId, parcel: body.parcel,
        rates: rates.map((r) => ({ rateId: r.rateId, carrier: r.carrier, service: r.service, amount: toDollars(r.amountCents), estimated_days: r.estimatedDays })),
      };
    },

    /**
     * Creates a return and its lines in one transaction, the order locked so two returns of the same
     * lines cannot both pass the quantity check. The same idempotency key again answers the first
     * return (`replayed`); its owner only.
     */
    async create(body: ReturnBody, headers: ReturnCallerHeaders & { 'idempotency-key'?: string }): Promise<{ replayed: boolean; body: Return }> {
      const caller = await callerOf(headers);
      const key = headers['idempotency-key'] ?? `anon-${Date.now()}-${randomInt(1e9)}`;
      const { replayed, row } = await transaction(async (tx) => {
        const order = await orderFor(tx, body.orderId, caller, true);
        const [existing] = await tx.select().from(returns).where(eq(returns.idempotencyKey, key));
        if (existing) {
          if (existing.orderId !== order.id) throw new HttpError(422, 'This idempotency key was used for another return.');
          return { replayed: true, row: existing };
        }
        const view = await returnView(tx, order);
        checkLines(body, view);
        const { shipmentId, rates } = ratesFor(order.id, body.parcel.weight);
        const rate = rates.find((r) => r.rateId === body.rateId);
        if (body.shipmentId !== shipmentId || !rate || rate.carrier !== body.requested_carrier) {
          throw new HttpError(422, 'The shipping rate no longer matches the parcel. Get the rates again.', { errors: { rateId: ['Get the rates again.'] } });
        }
        const [row] = await tx.insert(returns).values({
          orderId: order.id, customerId: order.customerId, email: order.email, idempotencyKey: key, shipmentId, rateId: rate.rateId,
          carrier: rate.carrier, service: rate.service, shippingCost: rate.amountCents, parcel: body.parcel, isDifferentPackage: body.isDifferentPackage,
          trackingNumber: `RT${String(order.id).padStart(9, '0')}${String(randomInt(1e9)).padStart(9, '0')}`, createdAt: now(),
        }).returning();
        const lineRows = await tx.select({ id: orderLines.id, sku: orderLines.sku, title: orderLines.title }).from(orderLines)
          .where(and(eq(orderLines.orderId, order.id), inArray(orderLines.sku, body.lines.map((l) => l.sku)))).orderBy(orderLines.id);
        await tx.insert(returnLines).values(body.lines.map((line) => {
          const orderLine = lineRows.find((l) => l.sku === line.sku)!;
          return {
            returnId: row!.id, orderLineId: orderLine.id, sku: line.sku, title: orderLine.title, quantity: line.quantity, reason: line.reason.trim(),
            comment: line.comment.trim(), condition: line.condition.trim(), acknowledgePolicy: true,
          };
        }));
        // The returned lines' points go back when the return is filed (decision 0055), with the return.
        await recordReturnPoints(tx, order, row!.id, now());
        await confirm(tx, row!, order);
        return { replayed: false, row: row! };
      });
      return { replayed, body: await toReturn(db, row) };
    },

    async list(headers: ReturnCallerHeaders): Promise<Return[]> {
      const customer = await customerOf(headers);
      const rows = await db.select().from(returns).where(eq(returns.customerId, customer.id)).orderBy(desc(returns.createdAt), desc(returns.id)).limit(100);
      return Promise.all(rows.map((row) => toReturn(db, row)));
    },

    async get(id: number, headers: ReturnCallerHeaders): Promise<Return> {
      return toReturn(db, await returnFor(id, await callerOf(headers)));
    },

    async label(id: number, headers: ReturnCallerHeaders): Promise<ReturnLabel> {
      const row = await returnFor(id, await callerOf(headers));
      const [order] = await db.select({ address: orders.shippingAddress }).from(orders).where(eq(orders.id, row.orderId));
      const svg = returnLabelSvg({
        returnId: row.id, orderId: row.orderId, carrier: row.carrier, service: row.service, trackingNumber: row.trackingNumber,
        weight: row.parcel.weight, from: order!.address, createdAt: row.createdAt,
      });
      return { filename: `return-${row.id}-label.svg`, content_type: 'image/svg+xml', svg };
    },
  };
}

export type ReturnService = ReturnType<typeof createReturnService>;

