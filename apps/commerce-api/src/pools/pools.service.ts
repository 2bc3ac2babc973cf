import type { PoolInputSchema, TreatmentInputSchema, WaterTestInputSchema} from '@pool/api-contract';
import {
  EQUIPMENT_SLOTS, POOL_SHAPES, REPLACEMENT_PARTS_PER_EQUIPMENT, SANITIZERS, SURFACES,
  type EquipmentSlot, type Pool, type PoolFit, type PoolParts, type PoolProfiles, type WaterConditions, type WaterPoint, type WaterTest, type WaterTestPage,
} from '@pool/api-contract';
import { poolGallons } from '@pool/account-domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { isRowId } from '../db/ids.js';
import { loadSummaries } from '../catalog/products.js';
import { brands, diagramParts, diagrams, poolImages, pools, waterTests } from '../db/schema.js';
import { HttpError, notFound, unprocessable } from '../http/problem.js';
import { boundsFor, factorOf, isFactorKey, profileOf, readingProblem, WATER_FACTORS } from './factors.js';
import { reencodePhoto } from './photos.js';

/** Water tests per page (spec: water tests start at page 1). */
export const WATER_TESTS_PER_PAGE = 10;

type PoolRow = typeof pools.$inferSelect;
type TestRow = typeof waterTests.$inferSelect;
type PoolInput = z.output<typeof PoolInputSchema>;
type TestInput = z.output<typeof WaterTestInputSchema>;
type TreatmentInput = z.output<typeof TreatmentInputSchema>;
type SavedTreatment = NonNullable<WaterTest['treatment']>;

/** The diagram equipment type each slot is picked from (the seed's diagrams). */
const SLOT_TYPES: Record<EquipmentSlot, string> = { pump: 'Pump', filter: 'Filter', heater: 'Heater', cleaner: 'Cleaner', salt_cell: 'Chlorinator' };
const SLOT_COLUMNS = {
  pump: 'pumpDiagramId', filter: 'filterDiagramId', heater: 'heaterDiagramId', cleaner: 'cleanerDiagramId', salt_cell: 'saltCellDiagramId',
} as const satisfies Record<EquipmentSlot, keyof PoolRow>;

/**
 * Parts a pool owner replaces as they wear or get used up (filter cartridges, salt cells, seals,
 * o-rings, gaskets, baskets, a cleaner's bag, tires and belts): listed first among a pool's parts.
 */
const CONSUMABLE = /cartridge|salt cell|seal|o-ring|gasket|basket|debris bag|tire|belt/i;

/** Whether a part (by its title) is a consumable or wear part. */
export const isConsumablePart = (title: string): boolean => CONSUMABLE.test(title);

/** A diagram as a piece of equipment: the model is its name without the brand in front. */
const equipmentOf = (d: { id: number; name: string; handle: string; brand: string }) =>
  ({ diagram_id: d.id, brand: d.brand, model: d.name.startsWith(`${d.brand} `) ? d.name.slice(d.brand.length + 1) : d.name, handle: d.handle });

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** low / ok / high of a reading against its bounds ('unknown' without bounds). */
function statusOf(point: WaterPoint): 'low' | 'ok' | 'high' | 'unknown' {
  if (point.lower_bound === null && point.upper_bound === null) return 'unknown';
  if (point.lower_bound !== null && point.value < point.lower_bound) return 'low';
  if (point.upper_bound !== null && point.value > point.upper_bound) return 'high';
  return 'ok';
}

function toTest(row: TestRow): WaterTest {
  const points = row.points as WaterPoint[];
  return {
    id: row.id,
    pool_id: row.poolId,
    date: row.testedOn,
    type: row.type,
    points,
    conditions: points.map((point) => ({ key: point.key, status: statusOf(point) })),
    treatment: row.treatment ? { ...(row.treatment as Omit<SavedTreatment, 'saved_at'>), saved_at: row.treatedAt?.toISOString() ?? '' } : null,
  };
}

/**
 * Pool profiles, water tests and pool photos, always of one customer: every query names the
 * customer, so another customer's pool, test or photo id is simply not found (404).
 */
export function createPoolService(db: Db, now: () => Date) {
  async function ownPool(customerId: number, poolId: number): Promise<PoolRow> {
    const [row] = isRowId(poolId) ? await db.select().from(pools).where(and(eq(pools.id, poolId), eq(pools.customerId, customerId))) : [];
    if (!row) throw notFound(`No pool ${poolId}.`);
    return row;
  }

  async function toPools(rows: PoolRow[]): Promise<Pool[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const diagramIds = rows.flatMap((row) => EQUIPMENT_SLOTS.map((slot) => row[SLOT_COLUMNS[slot]])).filter((id): id is number => id !== null);
    const [equipment, images, retests] = await Promise.all([
      diagramIds.length === 0 ? [] : db.select({ id: diagrams.id, name: diagrams.name, handle: diagrams.handle, brand: brands.name })
        .from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).where(inArray(diagrams.id, diagramIds)),
      db.select({ id: poolImages.id, poolId: poolImages.poolId, thumbnail: poolImages.thumbnail, createdAt: poolImages.createdAt })
        .from(poolImages).where(inArray(poolImages.poolId, ids)).orderBy(asc(poolImages.id)),
      // The retest date of each pool's latest treated test.
      db.selectDistinctOn([waterTests.poolId], { poolId: waterTests.poolId, retestOn: waterTests.retestOn }).from(waterTests)
        .where(and(inArray(waterTests.poolId, ids), sql`${waterTests.treatedAt} is not null`))
        .orderBy(waterTests.poolId, desc(waterTests.treatedAt)),
    ]);
    const byDiagram = new Map(equipment.map((d) => [d.id, equipmentOf(d)]));
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      gallons: row.gallons,
      dimensions: row.shape && row.lengthFt !== null && row.shallowFt !== null && row.deepFt !== null
        ? { shape: row.shape, length: row.lengthFt, width: row.widthFt, shallow_depth: row.shallowFt, deep_depth: row.deepFt }
        : null,
      external_profile_id: null,
      surface: row.surface,
      sanitizer_type: row.sanitizer,
      location: row.location,
      type: row.kind,
      equipment: Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => {
        const id = row[SLOT_COLUMNS[slot]];
        return [slot, id === null ? null : (byDiagram.get(id) ?? null)];
      })) as Pool['equipment'],
      images: images.filter((image) => image.poolId === row.id)
        .map((image) => ({ id: image.id, thumbnail: `data:image/webp;base64,${image.thumbnail.toString('base64')}`, created_at: image.createdAt.toISOString() })),
      retest_on: retests.find((r) => r.poolId === row.id)?.retestOn ?? null,
      created_at: row.createdAt.toISOString(),
    }));
  }

  /** The columns of a pool input: gallons as entered, else from the dimensions; equipment checked against the catalogue. */
  async function columnsOf(input: PoolInput) {
    let gallons = input.gallons;
    const dims = input.dimensions;
    if (dims) {
      if (dims.shape !== 'round' && dims.width === null) throw unprocessable('Enter the width.', { 'dimensions.width': ['Enter the width.'] });
      if (dims.shape === 'oval' && dims.width !== null && dims.width > dims.length) {
        throw unprocessable('An oval pool is at least as long as it is wide.', { 'dimensions.width': ['An oval pool is at least as long as it is wide.'] });
      }
      gallons ??= poolGallons(dims);
    }
    if (gallons === null || gallons < 50 || gallons > 2_000_000) {
      throw unprocessable('The volume must be between 50 and 2,000,000 gallons.', { gallons: ['The volume must be between 50 and 2,000,000 gallons.'] });
    }
    const picked = EQUIPMENT_SLOTS.filter((slot) => input.equipment[slot] !== null);
    if (picked.length > 0) {
      const found = await db.select({ id: diagrams.id, type: diagrams.equipmentType }).from(diagrams)
        .where(inArray(diagrams.id, picked.map((slot) => input.equipment[slot] as number)));
      const errors: Record<string, string[]> = {};
      for (const slot of picked) {
        if (!found.some((d) => d.id === input.equipment[slot] && d.type === SLOT_TYPES[slot])) errors[`equipment.${slot}`] = [`Choose a ${SLOT_TYPES[slot].toLowerCase()} from the list.`];
      }
      if (Object.keys(errors).length > 0) throw unprocessable('Choose equipment from the list.', errors);
    }
    return {
      name: input.name,
      gallons,
      shape: dims?.shape ?? null,
      lengthFt: dims?.length ?? null,
      widthFt: dims && dims.shape !== 'round' ? dims.width : null,
      shallowFt: dims?.shallow_depth ?? null,
      deepFt: dims?.deep_depth ?? null,
      surface: input.surface,
      sanitizer: input.sanitizer_type,
      location: input.location,
      kind: input.type,
      pumpDiagramId: input.equipment.pump,
      filterDiagramId: input.equipment.filter,
      heaterDiagramId: input.equipment.heater,
      cleanerDiagramId: input.equipment.cleaner,
      saltCellDiagramId: input.equipment.salt_cell,
    };
  }

  /**
   * Readings checked with water-care's rules (a message per field), given their units and the pool's
   * target range from its profile (FC from the test's own CYA).
   */
  async function pointsOf(pool: PoolRow, input: TestInput): Promise<WaterPoint[]> {
    const errors: Record<string, string[]> = {};
    const seen = new Set<string>();
    const cellBrand = pool.saltCellDiagramId === null ? null
      : ((await db.select({ brand: brands.name }).from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).where(eq(diagrams.id, pool.saltCellDiagramId)))[0]?.brand ?? null);
    const cya = input.points.find((p) => p.key === 'cyanuric_acid')?.value;
    const bounds = boundsFor(profileOf(pool, cellBrand), cya);
    const points: WaterPoint[] = [];
    for (const point of input.points) {
      if (!isFactorKey(point.key)) {
        errors[point.key] = ['Unknown test factor.'];
        continue;
      }
      const factor = factorOf(point.key)!;
      if (seen.has(point.key)) errors[point.key] = [`${factor.label} is entered twice.`];
      seen.add(point.key);
      const problem = readingProblem(point.key, point.value);
      if (problem) errors[point.key] = [problem];
      const { lower, upper } = bounds(point.key);
      points.push({ key: point.key, value: point.value, units: factor.units, lower_bound: lower, upper_bound: upper });
    }
    if (Object.keys(errors).length > 0) throw unprocessable('Check the highlighted readings.', errors);
    return points;
  }

  const testDate = (input: TestInput) => {
    const today = isoDate(now());
    if (input.date && input.date > today) throw unprocessable('The test date cannot be in the future.', { date: ['The test date cannot be in the future.'] });
    return input.date ?? today;
  };

  /** The equipment of some pools, slot by slot (pool order, then slot order), with each diagram's brand and model. */
  async function equipmentOfPools(rows: readonly PoolRow[]) {
    const picked = rows.flatMap((pool) => EQUIPMENT_SLOTS.flatMap((slot) => {
      const diagramId = pool[SLOT_COLUMNS[slot]];
      return diagramId === null ? [] : [{ pool, slot, diagramId }];
    }));
    if (picked.length === 0) return [];
    const found = await db.select({ id: diagrams.id, name: diagrams.name, handle: diagrams.handle, brand: brands.name })
      .from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).where(inArray(diagrams.id, [...new Set(picked.map((p) => p.diagramId))]));
    const byId = new Map(found.map((d) => [d.id, equipmentOf(d)]));
    return picked.flatMap((p) => {
      const equipment = byId.get(p.diagramId);
      return equipment ? [{ ...p, equipment }] : [];
    });
  }

  async function ownTest(customerId: number, poolId: number, testId: number): Promise<TestRow> {
    await ownPool(customerId, poolId);
    const [row] = isRowId(testId) ? await db.select().from(waterTests).where(and(eq(waterTests.id, testId), eq(waterTests.poolId, poolId))) : [];
    if (!row) throw notFound(`No water test ${testId}.`);
    return row;
  }

  return {
    async list(customerId: number): Promise<Pool[]> {
      return toPools(await db.select().from(pools).where(eq(pools.customerId, customerId)).orderBy(asc(pools.id)));
    },

    async count(customerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(pools).where(eq(pools.customerId, customerId));
      return row?.n ?? 0;
    },

    async get(customerId: number, poolId: number): Promise<Pool> {
      return (await toPools([await ownPool(customerId, poolId)]))[0]!;
    },

    async create(customerId: number, input: PoolInput): Promise<Pool> {
      const [row] = await db.insert(pools).values({ customerId, ...(await columnsOf(input)) }).returning();
      return (await toPools([row!]))[0]!;
    },

    async update(customerId: number, poolId: number, input: PoolInput): Promise<Pool> {
      await ownPool(customerId, poolId);
      const [row] = await db.update(pools).set(await columnsOf(input)).where(and(eq(pools.id, poolId), eq(pools.customerId, customerId))).returning();
      if (!row) throw notFound(`No pool ${poolId}.`);
      return (await toPools([row]))[0]!;
    },

    async remove(customerId: number, poolId: number): Promise<void> {
      const deleted = isRowId(poolId) ? await db.delete(pools).where(and(eq(pools.id, poolId), eq(pools.customerId, customerId))).returning({ id: pools.id }) : [];
      if (deleted.length === 0) throw notFound(`No pool ${poolId}.`);
    },

    /**
     * The parts of the diagrams the customer's pools name (only `products`, when given): one entry per
     * part and piece of equipment it fits, pools in order, slots in order, then by callout.
     */
    async fits(customerId: number, products?: readonly number[]): Promise<PoolFit[]> {
      const equipment = await equipmentOfPools(await db.select().from(pools).where(eq(pools.customerId, customerId)).orderBy(asc(pools.id)));
      if (equipment.length === 0 || products?.length === 0) return [];
      const diagramIds = [...new Set(equipment.map((e) => e.diagramId))];
      const parts = await db.select({ diagramId: diagramParts.diagramId, productId: diagramParts.productId }).from(diagramParts)
        .where(products ? and(inArray(diagramParts.diagramId, diagramIds), inArray(diagramParts.productId, [...products])) : inArray(diagramParts.diagramId, diagramIds))
        .orderBy(asc(diagramParts.diagramId), asc(diagramParts.callout));
      const seen = new Set<string>();
      return equipment.flatMap((e) => parts.filter((part) => part.diagramId === e.diagramId).flatMap((part) => {
        const key = `${part.productId}:${e.pool.id}:${e.slot}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{
          product_id: part.productId, pool_id: e.pool.id, pool_name: e.pool.name, slot: e.slot,
          diagram_id: e.diagramId, handle: e.equipment.handle, brand: e.equipment.brand, model: e.equipment.model,
        }];
      }));
    },

    /**
     * A pool's replacement parts: per piece of equipment, up to {@link REPLACEMENT_PARTS_PER_EQUIPMENT}
     * of its diagram's parts, consumables first, then by callout.
     */
    async parts(customerId: number, poolId: number): Promise<PoolParts> {
      const equipment = await equipmentOfPools([await ownPool(customerId, poolId)]);
      if (equipment.length === 0) return { pool_id: poolId, equipment: [] };
      const rows = await db.select({ diagramId: diagramParts.diagramId, callout: diagramParts.callout, productId: diagramParts.productId }).from(diagramParts)
        .where(inArray(diagramParts.diagramId, equipment.map((e) => e.diagramId))).orderBy(asc(diagramParts.callout));
      const summaries = new Map((await loadSummaries(db, [...new Set(rows.map((r) => r.productId))])).map((p) => [p.id, p]));
      return {
        pool_id: poolId,
        equipment: equipment.map((e) => {
          const all = rows.filter((r) => r.diagramId === e.diagramId).flatMap((r) => {
            const product = summaries.get(r.productId);
            return product ? [{ callout: r.callout, consumable: isConsumablePart(product.title), product }] : [];
          });
          const ranked = [...all.filter((p) => p.consumable), ...all.filter((p) => !p.consumable)];
          return {
            slot: e.slot, diagram_id: e.diagramId, handle: e.equipment.handle, brand: e.equipment.brand, model: e.equipment.model,
            part_count: all.length, parts: ranked.slice(0, REPLACEMENT_PARTS_PER_EQUIPMENT),
          };
        }),
      };
    },

    /** How many pieces of equipment the customer's pools name (the viewer's `hasEquipment`). */
    async equipmentCount(customerId: number): Promise<number> {
      const [row] = await db.select({
        n: sql<number>`count(${pools.pumpDiagramId}) + count(${pools.filterDiagramId}) + count(${pools.heaterDiagramId}) + count(${pools.cleanerDiagramId}) + count(${pools.saltCellDiagramId})`,
      }).from(pools).where(eq(pools.customerId, customerId));
      return Number(row?.n ?? 0);
    },

    async profiles(): Promise<PoolProfiles> {
      const rows = await db.select({ id: diagrams.id, name: diagrams.name, handle: diagrams.handle, type: diagrams.equipmentType, brand: brands.name })
        .from(diagrams).innerJoin(brands, eq(brands.id, diagrams.brandId)).orderBy(asc(brands.name), asc(diagrams.name));
      const equipment = Object.fromEntries(EQUIPMENT_SLOTS.map((slot) => [slot, rows.filter((d) => d.type === SLOT_TYPES[slot]).map(equipmentOf)])) as PoolProfiles['equipment'];
      return { sanitizers: [...SANITIZERS], surfaces: [...SURFACES], shapes: [...POOL_SHAPES], equipment };
    },

    factors: () => ({ data: [...WATER_FACTORS] }),

    async tests(customerId: number, poolId: number, page: number): Promise<WaterTestPage> {
      await ownPool(customerId, poolId);
      const [total] = await db.select({ n: count() }).from(waterTests).where(eq(waterTests.poolId, poolId));
      const rows = await db.select().from(waterTests).where(eq(waterTests.poolId, poolId))
        .orderBy(desc(waterTests.testedOn), desc(waterTests.id)).limit(WATER_TESTS_PER_PAGE).offset((page - 1) * WATER_TESTS_PER_PAGE);
      const n = total?.n ?? 0;
      return { data: rows.map(toTest), meta: { current_page: page, per_page: WATER_TESTS_PER_PAGE, total: n, last_page: Math.max(1, Math.ceil(n / WATER_TESTS_PER_PAGE)) } };
    },

    async createTest(customerId: number, poolId: number, input: TestInput): Promise<WaterTest> {
      const points = await pointsOf(await ownPool(customerId, poolId), input);
      const [row] = await db.insert(waterTests).values({ poolId, testedOn: testDate(input), type: input.type, points }).returning();
      return toTest(row!);
    },

    async getTest(customerId: number, poolId: number, testId: number): Promise<WaterTest> {
      return toTest(await ownTest(customerId, poolId, testId));
    },

    async updateTest(customerId: number, poolId: number, testId: number, input: TestInput): Promise<WaterTest> {
      await ownTest(customerId, poolId, testId);
      const points = await pointsOf(await ownPool(customerId, poolId), input);
      const [row] = await db.update(waterTests).set({ testedOn: testDate(input), type: input.type, points }).where(eq(waterTests.id, testId)).returning();
      return toTest(row!);
    },

    async treatment(customerId: number, poolId: number, testId: number, input: TreatmentInput): Promise<WaterTest> {
      const test = await ownTest(customerId, poolId, testId);
      if (input.retest_on !== null && input.retest_on < test.testedOn) {
        throw unprocessable('The retest date cannot be before the test.', { retest_on: ['The retest date cannot be before the test.'] });
      }
      for (const step of input.steps) {
        if (step.expected && !factorOf(step.expected.key)) throw unprocessable('Unknown test factor.', { 'steps.expected.key': ['Unknown test factor.'] });
      }
      const [row] = await db.update(waterTests).set({ treatment: { steps: input.steps, retest_on: input.retest_on }, retestOn: input.retest_on, treatedAt: now() })
        .where(eq(waterTests.id, testId)).returning();
      return toTest(row!);
    },

    async conditions(customerId: number, poolId: number): Promise<WaterConditions> {
      await ownPool(customerId, poolId);
      // The last 60 tests, oldest first: enough for a season of weekly tests.
      const rows = (await db.select().from(waterTests).where(eq(waterTests.poolId, poolId)).orderBy(desc(waterTests.testedOn), desc(waterTests.id)).limit(60)).reverse();
      const tests = rows.map(toTest);
      const factors = WATER_FACTORS.flatMap((factor) => {
        const readings = tests.flatMap((test) => test.points.filter((p) => p.key === factor.key).map((p) => ({ test_id: test.id, date: test.date, value: p.value, point: p })));
        if (readings.length === 0) return [];
        const latest = readings[readings.length - 1]!.point;
        return [{
          key: factor.key, label: factor.label, units: factor.units, lower_bound: latest.lower_bound, upper_bound: latest.upper_bound,
          readings: readings.map(({ test_id, date, value }) => ({ test_id, date, value })),
        }];
      });
      // The latest treated test's expectations against the test that followed it.
      const treatedIndex = tests.findLastIndex((test) => test.treatment !== null);
      const next = treatedIndex >= 0 ? tests[treatedIndex + 1] : undefined;
      const expected_vs_measured = next
        ? tests[treatedIndex]!.treatment!.steps.flatMap((step) => {
          const measured = step.expected ? next.points.find((p) => p.key === step.expected!.key) : undefined;
          return step.expected && measured ? [{ key: step.expected.key, expected: step.expected.value, measured: measured.value }] : [];
        })
        : [];
      return { pool_id: poolId, factors, expected_vs_measured };
    },

    async addPhoto(customerId: number, poolId: number, base64: string) {
      await ownPool(customerId, poolId);
      const { image, thumbnail } = await reencodePhoto(base64);
      const [countRow] = await db.select({ n: count() }).from(poolImages).where(eq(poolImages.poolId, poolId));
      if ((countRow?.n ?? 0) >= 12) throw new HttpError(409, 'Failed to upload image', { detail: 'A pool keeps at most 12 photos; delete one first.' });
      const [row] = await db.insert(poolImages).values({ poolId, image, thumbnail }).returning({ id: poolImages.id, createdAt: poolImages.createdAt });
      return { id: row!.id, thumbnail: `data:image/webp;base64,${thumbnail.toString('base64')}`, created_at: row!.createdAt.toISOString() };
    },

    async removePhoto(customerId: number, photoId: number): Promise<void> {
      if (!isRowId(photoId)) throw notFound(`No photo ${photoId}.`);
      const own = db.select({ id: pools.id }).from(pools).where(eq(pools.customerId, customerId));
      const deleted = await db.delete(poolImages).where(and(eq(poolImages.id, photoId), inArray(poolImages.poolId, own))).returning({ id: poolImages.id });
      if (deleted.length === 0) throw notFound(`No photo ${photoId}.`);
    },
  };
}

export type PoolService = ReturnType<typeof createPoolService>;
