import { parseOrderDateRange, parseOrderFilterGroup, statusesInGroup, trackingVariantOf, type OrderStatus } from '@pool/account-domain';
import type { OrderDetail, OrderList, OrderListQuery, QuoteSummary, Tracking, TrackingFeedbackBody } from '@pool/api-contract';
import { and, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CheckoutService } from '../checkout/checkout.service.js';
import type { CustomerService } from '../customers/customers.service.js';
import { bearerToken } from '../customers/tokens.js';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { orderLines, orders, payments, quoteLines, quotes, shipments, trackingEvents, trackingFeedback } from '../db/schema.js';
import { productImage, toDollars } from '../catalog/products.js';
import { HttpError, notFound, unauthorized, unprocessable } from '../http/problem.js';
import { carrierEvents, carrierTrackingUrl } from '../tracking/carrier.js';

/** The spec's order-lookup failure (account.md 8): the same for an unknown number and a wrong email. */
export const ORDER_LOOKUP_FAILED = 'Error getting order.';

type OrderRow = typeof orders.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;

/** Who asks for an order's tracking: its customer's token, a guest naming the order's email, or neither. */
export interface TrackingAccess {
  authorization?: string;
  'user-id'?: string;
  'x-order-email'?: string;
}

const DAY_MS = 86_400_000;
/** An order number as typed: digits only (tracking numbers have letters, or more digits). */
const ORDER_NUMBER = /^\d{1,12}$/;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface OrdersDeps {
  db: Db;
  customers: CustomerService;
  checkout: CheckoutService;
  now: () => Date;
}

/** A customer's orders, guest lookup, tracking and feedback, and the customer's quotes (docs/decisions/0026). */
export function createOrdersService({ db, customers, checkout, now }: OrdersDeps) {
  async function customerId(authorization: string, userId?: string): Promise<number> {
    const token = bearerToken(authorization);
    if (!token) throw unauthorized();
    return (await customers.current(token, userId)).id;
  }

  async function orderRow(id: number): Promise<OrderRow | undefined> {
    if (!isRowId(id)) return undefined;
    const [row] = await db.select().from(orders).where(eq(orders.id, id));
    return row;
  }

  function shipmentView(row: ShipmentRow) {
    return {
      id: row.id, carrier: row.carrier, trackingNumber: row.trackingNumber, trackingUrl: carrierTrackingUrl(row.carrier, row.trackingNumber),
      shippedAt: row.shippedAt.toISOString(), deliveredAt: row.deliveredAt?.toISOString() ?? null,
    };
  }

  async function detail(row: OrderRow): Promise<OrderDetail> {
    const [order, paid, sent] = await Promise.all([
      checkout.shapeOrder(row),
      db.select().from(payments).where(eq(payments.orderId, row.id)).orderBy(payments.id),
      db.select().from(shipments).where(eq(shipments.orderId, row.id)).orderBy(shipments.id),
    ]);
    return {
      ...order,
      payments: paid.map((p) => ({ kind: p.kind, brand: p.brand, last4: p.last4, points: p.points, status: p.status, amount: toDollars(p.amount) })),
      shipments: sent.map(shipmentView),
    };
  }

  /** The order a tracking request may see, or a 404 that says nothing about whether it exists. */
  async function trackedOrder(id: string, access: TrackingAccess): Promise<OrderRow> {
    if (ORDER_NUMBER.test(id)) {
      const row = await orderRow(Number(id));
      if (access.authorization !== undefined) {
        const owner = await customerId(access.authorization, access['user-id']);
        if (row && row.customerId === owner) return row;
      }
      if (row && access['x-order-email'] !== undefined && sameEmail(row.email, access['x-order-email'])) return row;
      throw notFound(`No order ${id} for this request.`);
    }
    // A carrier's tracking number is its own proof, as on the carrier's site.
    const [found] = await db.select({ order: orders }).from(shipments).innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(eq(shipments.trackingNumber, id));
    if (!found) throw notFound(`No parcel has the tracking number ${id}.`);
    return found.order;
  }

  return {
    async list(authorization: string, userId: string | undefined, query: OrderListQuery): Promise<OrderList> {
      const owner = await customerId(authorization, userId);
      const page = Number(query.page ?? 1);
      const limit = Number(query.limit ?? 10);
      const range = parseOrderDateRange(query.date_range);
      if (!range.ok) {
        const message = range.reason === 'reversed' ? 'The date range ends before it starts.' : 'The date range must be YYYY-MM-DD,YYYY-MM-DD.';
        throw unprocessable(message, { date_range: [message] });
      }
      const group = parseOrderFilterGroup(query.status);
      const where = and(
        eq(orders.customerId, owner),
        group === 'all' ? undefined : inArray(orders.status, [...statusesInGroup(group)]),
        range.range.from === null ? undefined : gte(orders.createdAt, new Date(`${range.range.from}T00:00:00Z`)),
        range.range.to === null ? undefined : lt(orders.createdAt, new Date(new Date(`${range.range.to}T00:00:00Z`).getTime() + DAY_MS)),
      );
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(orders).where(where);
      const rows = await db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit).offset((page - 1) * limit);
      const lines = rows.length === 0 ? [] : await db.select().from(orderLines).where(inArray(orderLines.orderId, rows.map((r) => r.id))).orderBy(orderLines.id);
      return {
        data: rows.map((row) => ({
          id: row.id, number: String(row.id), status: row.status, createdAt: row.createdAt.toISOString(), total: toDollars(row.total),
          products: lines.filter((l) => l.orderId === row.id).map((l) => ({ product_id: l.productId, sku: l.sku, title: l.title, image: productImage(l.sku, l.title).url })),
        })),
        meta: { current_page: page, per_page: limit, total, last_page: Math.max(1, Math.ceil(total / limit)) },
      };
    },

    async get(authorization: string, userId: string | undefined, orderNumber: number): Promise<OrderDetail> {
      const owner = await customerId(authorization, userId);
      const row = await orderRow(orderNumber);
      // Another customer's order is exactly as unknown as one that does not exist.
      if (!row || row.customerId !== owner) throw notFound(`No order ${orderNumber}.`);
      return detail(row);
    },

    /** Guest lookup: the order only when both the number and the email match; one failure for every miss. */
    async lookup(orderNumber: string, email: string): Promise<OrderDetail> {
      const row = await orderRow(Number(orderNumber));
      if (!row || !sameEmail(row.email, email)) throw new HttpError(404, ORDER_LOOKUP_FAILED, { detail: 'No order has this number and email.' });
      return detail(row);
    },

    async tracking(id: string, access: TrackingAccess): Promise<Tracking> {
      const row = await trackedOrder(id, access);
      const at = now();
      const sent = await db.select().from(shipments).where(eq(shipments.orderId, row.id)).orderBy(shipments.id);
      const stored = sent.length === 0 ? [] : await db.select().from(trackingEvents)
        .where(inArray(trackingEvents.shipmentId, sent.map((s) => s.id))).orderBy(trackingEvents.occurredAt, trackingEvents.id);
      const [feedback] = await db.select({ n: count() }).from(trackingFeedback).where(eq(trackingFeedback.orderId, row.id));
      const destination = `${row.shippingAddress.city}, ${row.shippingAddress.state}`;
      const parcels = sent.map((shipment) => {
        const own = stored.filter((e) => e.shipmentId === shipment.id);
        // Stored records first; a parcel without any yet is asked of the simulated carrier (not stored on a read).
        const events = own.length > 0 ? own : carrierEvents({ ...shipment, destination }, at);
        return {
          ...shipmentView(shipment),
          events: events.map((e) => ({ code: e.code, description: e.description, location: e.location, at: e.occurredAt.toISOString() })),
        };
      });
      const delivered = parcels.filter((p) => p.deliveredAt !== null && Date.parse(p.deliveredAt) <= at.getTime()).length;
      return {
        orderId: row.id,
        number: String(row.id),
        status: row.status,
        variant: trackingVariantOf({ status: row.status as OrderStatus, shipments: parcels.length, delivered }),
        createdAt: row.createdAt.toISOString(),
        shippingAddress: { city: row.shippingAddress.city, state: row.shippingAddress.state, zip: row.shippingAddress.zip },
        shipments: parcels,
        feedbackGiven: (feedback?.n ?? 0) > 0,
      };
    },

    async feedback(id: string, access: TrackingAccess, body: TrackingFeedbackBody): Promise<{ id: number }> {
      const row = await trackedOrder(id, access);
      const [saved] = await db.insert(trackingFeedback).values({ orderId: row.id, score: body.score, text: (body.text ?? '').trim() }).returning({ id: trackingFeedback.id });
      return { id: saved!.id };
    },

    async quotes(authorization: string, userId: string | undefined): Promise<{ data: QuoteSummary[] }> {
      const owner = await customerId(authorization, userId);
      const rows = await db.select({
        uuid: quotes.uuid, status: quotes.status, createdAt: quotes.createdAt,
        lines: sql<number>`count(${quoteLines.id})::int`,
        total: sql<number>`coalesce(sum(${quoteLines.unitPrice} * ${quoteLines.quantity}), 0)::bigint`,
      }).from(quotes).leftJoin(quoteLines, eq(quoteLines.quoteId, quotes.id)).where(eq(quotes.customerId, owner))
        .groupBy(quotes.id).orderBy(desc(quotes.createdAt), desc(quotes.id)).limit(100);
      return {
        data: rows.map((r) => ({ uuid: r.uuid, status: r.status, created_at: r.createdAt.toISOString(), lines: Number(r.lines), total: toDollars(Number(r.total)) })),
      };
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
