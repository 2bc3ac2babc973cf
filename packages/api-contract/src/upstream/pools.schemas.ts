import { z } from 'zod';
import { ProductSummarySchema } from './catalog.schemas.js';
import { productIdList } from './search.schemas.js';

/** Sanitizers a pool profile can name (issue #14). */
export const SANITIZERS = ['liquid_chlorine', 'trichlor', 'salt', 'bromine'] as const;
/** Interior surfaces: they set the calcium target. */
export const SURFACES = ['plaster', 'vinyl', 'fiberglass'] as const;
/** Shapes whose volume the store can compute from dimensions (account-domain poolGallons). */
export const POOL_SHAPES = ['rectangle', 'round', 'oval'] as const;
/** Equipment slots of a pool, each a catalogue diagram of the matching equipment type. */
export const EQUIPMENT_SLOTS = ['pump', 'filter', 'heater', 'cleaner', 'salt_cell'] as const;
export type EquipmentSlot = (typeof EQUIPMENT_SLOTS)[number];

const trimmedName = z.string().trim().min(1, 'Name is required.').max(80, 'Name must be at most 80 characters.');
/** Feet, as entered: a positive number up to 200 ft. */
const feet = z.number().positive('Must be above 0.').max(200, 'Must be at most 200 ft.');
const diagramRef = z.number().int().min(1).max(2_147_483_647).nullable();

/** Dimensions in feet; `length` is the diameter of a round pool (whose `width` is ignored). */
export const PoolDimensionsSchema = z.object({
  shape: z.enum(POOL_SHAPES),
  length: feet,
  width: feet.nullable().default(null),
  shallow_depth: feet,
  deep_depth: feet,
}).strict();
export type PoolDimensions = z.infer<typeof PoolDimensionsSchema>;

/** A pool as the customer enters it: gallons, or dimensions to compute them from (at least one). */
export const PoolInputSchema = z.object({
  name: trimmedName,
  gallons: z.number().int('Gallons must be a whole number.').min(50, 'Gallons must be at least 50.').max(2_000_000, 'Gallons must be at most 2,000,000.').nullable().default(null),
  dimensions: PoolDimensionsSchema.nullable().default(null),
  surface: z.enum(SURFACES),
  sanitizer_type: z.enum(SANITIZERS),
  location: z.enum(['outdoor', 'indoor']),
  type: z.enum(['pool', 'spa']),
  /** Catalogue diagram ids, one per slot (null: none). */
  equipment: z.object({
    pump: diagramRef.default(null), filter: diagramRef.default(null), heater: diagramRef.default(null),
    cleaner: diagramRef.default(null), salt_cell: diagramRef.default(null),
  }).strict().default({}),
}).strict().refine((pool) => pool.gallons !== null || pool.dimensions !== null, { message: 'Enter the gallons or the dimensions.', path: ['gallons'] });
export type PoolInput = z.input<typeof PoolInputSchema>;

/** One piece of equipment: the catalogue diagram it was picked from. */
export const PoolEquipmentSchema = z.object({ diagram_id: z.number().int(), brand: z.string(), model: z.string(), handle: z.string() });

export const PoolImageSchema = z.object({
  id: z.number().int(),
  /** A small re-encoded WebP as a data URL (photos are private: never on a public images route). */
  thumbnail: z.string(),
  created_at: z.string(),
});

/** A pool profile (spec account.md 3: id, name, gallons, external_profile_id, sanitizer_type, type, images). */
export const PoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  gallons: z.number().int(),
  dimensions: PoolDimensionsSchema.nullable(),
  external_profile_id: z.string().nullable(),
  surface: z.enum(SURFACES),
  sanitizer_type: z.enum(SANITIZERS),
  location: z.enum(['outdoor', 'indoor']),
  type: z.enum(['pool', 'spa']),
  equipment: z.record(z.enum(EQUIPMENT_SLOTS), PoolEquipmentSchema.nullable()),
  images: z.array(PoolImageSchema),
  /** The retest date of the latest saved treatment, if any (yyyy-mm-dd). */
  retest_on: z.string().nullable(),
  created_at: z.string(),
});
export type Pool = z.infer<typeof PoolSchema>;

export const PoolListSchema = z.object({ data: z.array(PoolSchema) });

/** The choices of the pool form: sanitizers, surfaces, shapes and the catalogue's equipment by slot. */
export const PoolProfilesSchema = z.object({
  sanitizers: z.array(z.enum(SANITIZERS)),
  surfaces: z.array(z.enum(SURFACES)),
  shapes: z.array(z.enum(POOL_SHAPES)),
  equipment: z.record(z.enum(EQUIPMENT_SLOTS), z.array(PoolEquipmentSchema)),
});
export type PoolProfiles = z.infer<typeof PoolProfilesSchema>;

/** A factor a water test can hold (spec: the default factors, plus salt, temperature and borate). */
export const WaterFactorSchema = z.object({
  key: z.string(),
  label: z.string(),
  units: z.string(),
  min: z.number(),
  max: z.number(),
  step: z.number(),
});
export const WaterFactorListSchema = z.object({ data: z.array(WaterFactorSchema) });
export type WaterFactor = z.infer<typeof WaterFactorSchema>;

const factorKey = z.string().regex(/^[a-z_]{1,40}$/, 'unknown factor');

/** A reading as stored (spec: key, value, units, lower_bound, upper_bound). */
export const WaterPointSchema = z.object({
  key: z.string(),
  value: z.number(),
  units: z.string(),
  lower_bound: z.number().nullable(),
  upper_bound: z.number().nullable(),
});
export type WaterPoint = z.infer<typeof WaterPointSchema>;

/** What a client saves: readings by factor key (@pool/water-care keys); the server adds units and the pool's target bounds. */
export const WaterTestInputSchema = z.object({
  date: z.string().date('date must be yyyy-mm-dd').optional(),
  type: z.enum(['manual', 'photo']).default('manual'),
  points: z.array(z.object({ key: factorKey, value: z.number().finite() }).strict())
    .min(1, 'Enter at least one reading.').max(20),
}).strict();
export type WaterTestInput = z.input<typeof WaterTestInputSchema>;

/** One step of a saved treatment: what was added. */
export const TreatmentStepSchema = z.object({
  name: z.string().trim().min(1).max(120),
  sku: z.string().max(64).nullable().default(null),
  amount: z.number().nonnegative().max(1_000_000),
  units: z.string().trim().min(1).max(20),
  /** The reading this step was meant to reach (e.g. { key: 'fc', value: 7 }), to compare on the next test. */
  expected: z.object({ key: factorKey, value: z.number().finite() }).strict().nullable().default(null),
}).strict();

export const TreatmentInputSchema = z.object({
  steps: z.array(TreatmentStepSchema).max(20),
  retest_on: z.string().date('retest_on must be yyyy-mm-dd').nullable().default(null),
}).strict();
export type TreatmentInput = z.input<typeof TreatmentInputSchema>;

/** A saved water test (spec: date, type, points, conditions, pool_id) plus its treatment. */
export const WaterTestSchema = z.object({
  id: z.number().int(),
  pool_id: z.number().int(),
  date: z.string(),
  type: z.enum(['manual', 'photo']),
  points: z.array(WaterPointSchema),
  conditions: z.array(z.object({ key: z.string(), status: z.enum(['low', 'ok', 'high', 'unknown']) })),
  treatment: z.object({
    steps: z.array(TreatmentStepSchema),
    retest_on: z.string().nullable(),
    saved_at: z.string(),
  }).nullable(),
});
export type WaterTest = z.infer<typeof WaterTestSchema>;

export const WaterTestPageSchema = z.object({
  data: z.array(WaterTestSchema),
  meta: z.object({ current_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), last_page: z.number().int() }),
});
export type WaterTestPage = z.infer<typeof WaterTestPageSchema>;

/** Each factor over time, oldest first, with the pool's latest bounds: what the trend charts draw. */
export const WaterConditionsSchema = z.object({
  pool_id: z.number().int(),
  factors: z.array(z.object({
    key: z.string(),
    label: z.string(),
    units: z.string(),
    lower_bound: z.number().nullable(),
    upper_bound: z.number().nullable(),
    readings: z.array(z.object({ test_id: z.number().int(), date: z.string(), value: z.number() })),
  })),
  /** What the last saved treatment expected against what the next test measured. */
  expected_vs_measured: z.array(z.object({ key: z.string(), expected: z.number(), measured: z.number() })),
});
export type WaterConditions = z.infer<typeof WaterConditionsSchema>;

/** The largest photo the store takes (a phone's full-size JPEG), in bytes of the file (docs/decisions/0053). */
export const MAX_PHOTO_BYTES = 12 * 1024 * 1024;
/** The largest photo in width × height, read from the file's header before any pixel is decoded (0053). */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** A JSON body carrying a {@link MAX_PHOTO_BYTES} photo as base64 (4 characters per 3 bytes), with room for the rest. */
export const MAX_PHOTO_JSON_BYTES = Math.ceil(MAX_PHOTO_BYTES / 3) * 4 + 64 * 1024;
/** A multipart form carrying one {@link MAX_PHOTO_BYTES} photo (the browser's post to the storefront). */
export const MAX_PHOTO_FORM_BYTES = MAX_PHOTO_BYTES + 64 * 1024;

/** A photo upload between the servers: the image bytes as base64 (the browser posts multipart to the storefront). */
export const PoolPhotoUploadSchema = z.object({
  image: z.string().min(1, 'Choose an image.').regex(/^[A-Za-z0-9+/]+=*$/, 'image must be base64'),
}).strict();

const rowId = z.coerce.number().int().min(1);
/** Path parameters of the pool routes (both contracts). */
export const PoolIdParamsSchema = z.object({ id: rowId });
export const WaterTestParamsSchema = z.object({ id: rowId, testId: rowId });
/** `page` of the water-test history (page 1 by default). */
export const WaterTestPageQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

/** Most products one 'does it fit?' question may name (a listing page shows 24; a diagram at most a few dozen). */
export const MAX_FIT_PRODUCTS = 200;

/** `GET /api/pools/fits`: only these products (`products=12,40,7`); without it, every part that fits. */
export const PoolFitsQuerySchema = z.object({ products: productIdList(MAX_FIT_PRODUCTS).optional() }).strict();

/** A part that fits a customer's equipment: a part of the diagram of one pool's equipment slot. */
export const PoolFitSchema = z.object({
  product_id: z.number().int(),
  pool_id: z.number().int(),
  pool_name: z.string(),
  slot: z.enum(EQUIPMENT_SLOTS),
  diagram_id: z.number().int(),
  handle: z.string(),
  brand: z.string(),
  model: z.string(),
});
export type PoolFit = z.infer<typeof PoolFitSchema>;
export const PoolFitListSchema = z.object({ data: z.array(PoolFitSchema) });
export type PoolFitList = z.infer<typeof PoolFitListSchema>;

/** How many parts the pool's replacement-parts list shows per piece of equipment (consumables first). */
export const REPLACEMENT_PARTS_PER_EQUIPMENT = 6;

/**
 * A pool's replacement parts: per piece of equipment (slot order), its diagram and up to
 * {@link REPLACEMENT_PARTS_PER_EQUIPMENT} of its parts, consumables (cartridges, salt cells, seals,
 * o-rings, gaskets, baskets) first, then by callout; `part_count` is the diagram's whole list.
 */
export const PoolPartsSchema = z.object({
  pool_id: z.number().int(),
  equipment: z.array(z.object({
    slot: z.enum(EQUIPMENT_SLOTS),
    diagram_id: z.number().int(),
    handle: z.string(),
    brand: z.string(),
    model: z.string(),
    part_count: z.number().int().nonnegative(),
    parts: z.array(z.object({ callout: z.number().int(), consumable: z.boolean(), product: ProductSummarySchema })),
  })),
});
export type PoolParts = z.infer<typeof PoolPartsSchema>;

/** A pad read from a strip photo: the proposed value, the band of the two swatches it lies between, and how sure (docs/decisions/0031). */
export const StripPadReadingSchema = z.object({
  key: z.string(),
  label: z.string(),
  value: z.number(),
  band: z.tuple([z.number(), z.number()]),
  confidence: z.enum(['high', 'medium', 'low']),
  /** 0–1. */
  score: z.number(),
  /** The pad's colour after the grey-patch correction, `#rrggbb`. */
  hex: z.string(),
});

/**
 * A photo of a test strip on the reference card and what the reader proposes: readings to confirm, or
 * why there are none (`problem` with its message; the page then offers the manual form, photo kept).
 * `pool_id` is null for a test outside an account.
 */
export const WaterTestPhotoSchema = z.object({
  id: z.string().uuid(),
  pool_id: z.number().int().nullable(),
  problem: z.enum(['card_not_found', 'too_dark', 'too_bright', 'low_contrast', 'uneven']).nullable(),
  message: z.string().nullable(),
  readings: z.array(StripPadReadingSchema),
  /** The photo kept, small: a WebP data URL. */
  thumbnail: z.string(),
  created_at: z.string(),
});
export type WaterTestPhoto = z.infer<typeof WaterTestPhotoSchema>;

export const WaterTestPhotoParamsSchema = z.object({ id: rowId, photoId: z.string().uuid() });
export const OutsideWaterTestParamsSchema = z.object({ id: z.string().uuid() });

/** The scan link sent to a phone: any format typed; only its digits are kept (spec 5), 10–15 of them. */
export const SendScanLinkSchema = z.object({
  phone: z.string().max(40).transform((p) => p.replace(/\D/g, ''))
    .pipe(z.string().min(10, 'Enter a phone number with 10 to 15 digits.').max(15, 'Enter a phone number with 10 to 15 digits.')),
}).strict();
export const SentScanLinkSchema = z.object({ sent: z.literal(true), phone: z.string() });
