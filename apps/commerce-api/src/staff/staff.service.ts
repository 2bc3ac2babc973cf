import type { AuditAction, AuditEntry, ContentPage, Customer, CustomerSearchAnswer, ProductChangeAnswer, ProductChangeBody } from '@pool/api-contract';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { carts, contentPages, customers, inventory, orders, products, staffAudit } from '../db/schema.js';
import { changeProductContent, changeProductPrice, changeProductStock, inProcessChangePublisher, type ChangePublisher } from '../catalog/catalog-changes.js';
import { contentPageOf } from '../catalog/catalog.service.js';
import { HttpError, notFound } from '../http/problem.js';
import { createCustomerService, toCustomer } from '../customers/customers.service.js';

export const STAFF_ONLY = 'You do not have permission to do that.';
/** Staff acting as a customer never post reviews or questions in their name (docs/decisions/0052). */
export const ACTING_CANNOT_POST = 'Reviews and questions are the customer\'s own words: they cannot be posted while acting as a customer.';
const forbidden = () => new HttpError(403, STAFF_ONLY);

/** What an expiry's audit entry says (docs/decisions/0052). */
const EXPIRY_DETAIL = { idle: '30 minutes without activity', absolute: '4 hours since acting started' } as const;

/** `%`, `_` and `\` match themselves in the search. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Staff tools (docs/decisions/0030). Every call starts from the bearer token: it must be a live token
 * of an is_admin customer, checked here again whatever the BFF decided; the customer acted for arrives
 * in `user-id` and is believed only then.
 */
export function createStaffService(db: Db, now: () => Date, changes: ChangePublisher = inProcessChangePublisher()) {
  const accounts = createCustomerService(db, now);

  /** The staff member of `token`: 401 for a dead token, 403 for a shopper's. */
  async function staffFor(token: string) {
    const self = await accounts.byToken(token);
    if (!self.isAdmin) throw forbidden();
    return self;
  }

  async function customerById(id: number) {
    const [row] = isRowId(id) ? await db.select().from(customers).where(eq(customers.id, id)) : [];
    if (!row) throw notFound(`No customer has the id ${id}.`);
    return row;
  }

  async function record(staffId: number, customerId: number, action: AuditAction, detail: string, requestId: string, status: number | null = null) {
    const [row] = await db.insert(staffAudit).values({ staffId, customerId, action, detail, requestId, status, createdAt: now() }).returning({ id: staffAudit.id });
    return row!.id;
  }

  async function newestCart(customerId: number): Promise<string | null> {
    const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.customerId, customerId))
      .orderBy(desc(carts.updatedAt), desc(carts.createdAt)).limit(1);
    return cart?.id ?? null;
  }

  return {
    async search(token: string, query: { q: string; page: number; per_page: number }): Promise<CustomerSearchAnswer> {
      await staffFor(token);
      const q = query.q.trim();
      const like = `%${literal(q)}%`;
      const digits = q.replace(/\D/g, '');
      const matches: SQL[] = [
        ilike(customers.email, like),
        ilike(customers.firstName, like),
        ilike(customers.lastName, like),
        ilike(sql`${customers.firstName} || ' ' || ${customers.lastName}`, like),
      ];
      if (digits.length >= 4) matches.push(sql`regexp_replace(coalesce(${customers.phone}, ''), '\\D', '', 'g') like ${`%${digits}%`}`);
      const orderNumber = /^#?\d{1,10}$/.test(q) ? Number(digits) : NaN;
      if (isRowId(orderNumber)) {
        const byOrder = db.select({ id: orders.customerId }).from(orders).where(and(eq(orders.id, orderNumber), isNotNull(orders.customerId)));
        matches.push(inArray(customers.id, sql`(${byOrder})`));
      }
      const where = or(...matches);
      const [total] = await db.select({ n: count() }).from(customers).where(where);
      const rows = await db.select().from(customers).where(where)
        .orderBy(customers.lastName, customers.firstName, customers.id)
        .limit(query.per_page).offset((query.page - 1) * query.per_page);
      return {
        data: rows.map((row) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName, email: row.email, phone: row.phone, company: row.company })),
        page: query.page,
        per_page: query.per_page,
        total: total?.n ?? 0,
      };
    },

    async session(token: string, actingAsId: string | undefined): Promise<{ staff: Customer; acting_as: Customer | null }> {
      const staff = await staffFor(token);
      const acting = actingAsId === undefined ? null : await customerById(Number(actingAsId));
      return { staff: toCustomer(staff), acting_as: acting ? toCustomer(acting) : null };
    },

    async startActing(token: string, customerId: number, requestId: string): Promise<{ customer: Customer; cart_id: string | null }> {
      const staff = await staffFor(token);
      const customer = await customerById(customerId);
      if (customer.isAdmin) throw new HttpError(422, 'Staff accounts cannot be acted as.');
      await record(staff.id, customer.id, 'act-as-start', '', requestId);
      return { customer: toCustomer(customer), cart_id: await newestCart(customer.id) };
    },

    /** Acting ends: stopped by the staff member, or `expired` by the BFF's clock (docs/decisions/0052). */
    async stopActing(token: string, actingAsId: string, requestId: string, expired?: 'idle' | 'absolute'): Promise<void> {
      const staff = await staffFor(token);
      const customer = await customerById(Number(actingAsId));
      if (expired) await record(staff.id, customer.id, 'act-as-expired', EXPIRY_DETAIL[expired], requestId);
      else await record(staff.id, customer.id, 'act-as-stop', '', requestId);
    },

    /** A read (with its answer's status) or a write (before it is made) while acting; answers the entry's id. */
    async recordWrite(token: string, actingAsId: string, entry: { action: AuditAction; detail: string; status?: number | undefined }, requestId: string): Promise<{ id: number }> {
      const staff = await staffFor(token);
      const customer = await customerById(Number(actingAsId));
      return { id: await record(staff.id, customer.id, entry.action, entry.detail, requestId, entry.status ?? null) };
    },

    /**
     * A write's outcome, filled in once it is answered: only into an entry of this staff member and
     * customer still without one (the table's trigger allows nothing else, 0052); 404 otherwise.
     */
    async recordOutcome(token: string, actingAsId: string, entryId: number, status: number): Promise<void> {
      const staff = await staffFor(token);
      const filled = await db.update(staffAudit).set({ status })
        .where(and(eq(staffAudit.id, entryId), eq(staffAudit.staffId, staff.id), eq(staffAudit.customerId, Number(actingAsId)), isNull(staffAudit.status)))
        .returning({ id: staffAudit.id });
      if (filled.length === 0) throw notFound(`No audit entry ${entryId} waits for its outcome.`);
    },

    async audit(token: string, customerId: number): Promise<AuditEntry[]> {
      await staffFor(token);
      if (!isRowId(customerId)) return [];
      const rows = await db.select({ entry: staffAudit, first: customers.firstName, last: customers.lastName }).from(staffAudit)
        .leftJoin(customers, eq(customers.id, staffAudit.staffId))
        .where(eq(staffAudit.customerId, customerId))
        .orderBy(desc(staffAudit.createdAt), desc(staffAudit.id)).limit(100);
      return rows.map(({ entry, first, last }) => ({
        id: entry.id, staff_id: entry.staffId, staff_name: first === null ? `#${entry.staffId}` : `${first} ${last ?? ''}`.trim(),
        customer_id: entry.customerId, action: entry.action as AuditAction, detail: entry.detail, request_id: entry.requestId, status: entry.status,
        created_at: entry.createdAt.toISOString(),
      }));
    },

    /** The newest cart of the token's customer, or, for staff naming one in `user-id`, of that customer. */
    /** A content page, published or a draft, for staff only (spec site-shell.md 2.3 `/preview/*`; 0066). */
    async preview(token: string, handle: string): Promise<ContentPage> {
      await staffFor(token);
      const [page] = await db.select().from(contentPages).where(eq(contentPages.handle, handle));
      if (!page) throw notFound(`No content page has the handle ${handle}.`);
      return contentPageOf(page);
    },

    /**
     * A product's price, stock level and text as staff set them (docs/decisions/0068): each kind sent is
     * written and its purge published (0064), price, then stock, then text. 404 for an unknown product.
     */
    async changeProduct(token: string, productId: number, change: ProductChangeBody): Promise<ProductChangeAnswer> {
      await staffFor(token);
      const [product] = isRowId(productId) ? await db.select({ id: products.id }).from(products).where(eq(products.id, productId)) : [];
      if (!product) throw notFound(`No product has the id ${productId}.`);
      // Refused before anything is written: a stock level for a product without a stock record.
      if (change.stock_level !== undefined) {
        const [stock] = await db.select({ id: inventory.productId }).from(inventory).where(eq(inventory.productId, productId));
        if (!stock) throw new HttpError(422, `Product ${productId} has no stock record.`);
      }
      const changed: ProductChangeAnswer['changed'] = [];
      if (change.price_cents !== undefined && await changeProductPrice(db, changes, productId, change.price_cents)) changed.push('price');
      if (change.stock_level !== undefined && await changeProductStock(db, changes, productId, change.stock_level)) changed.push('stock');
      const content = { title: change.title, shortDescription: change.short_description, description: change.description };
      if (await changeProductContent(db, changes, productId, content)) changed.push('content');
      return { id: productId, changed };
    },

    /** The customer a sign-in's token is (401 for a dead token); staff, who keep their own view, are refused. */
    async signedIn(token: string): Promise<{ id: number }> {
      const customer = await accounts.byToken(token);
      if (customer.isAdmin) throw forbidden();
      return { id: customer.id };
    },

    async customerCart(token: string, actingAsId: string | undefined): Promise<string | null> {
      const customer = await accounts.current(token, actingAsId);
      return newestCart(customer.id);
    },
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
