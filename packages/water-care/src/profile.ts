/**
 * A pool's profile as far as the chemistry needs it: volume, sanitizer, surface, pool or spa,
 * indoor or outdoor, and the salt cell model of a salt pool.
 */

/** How the pool is sanitized (account spec: `sanitizer_type`). */
export const SANITIZERS = ['liquid_chlorine', 'trichlor', 'salt', 'bromine'] as const;
/**
 * One of {@link SANITIZERS}.
 *
 * @example
 * ```ts
 * const s: Sanitizer = 'liquid_chlorine';
 * ```
 */
export type Sanitizer = (typeof SANITIZERS)[number];

/** The pool's interior finish: it sets the calcium hardness range. */
export const SURFACES = ['plaster', 'vinyl', 'fiberglass'] as const;
/**
 * One of {@link SURFACES}.
 *
 * @example
 * ```ts
 * const s: Surface = 'plaster';
 * ```
 */
export type Surface = (typeof SURFACES)[number];

/** A pool or a spa (account spec: `type`). */
export const POOL_TYPES = ['pool', 'spa'] as const;
/**
 * One of {@link POOL_TYPES}.
 *
 * @example
 * ```ts
 * const t: PoolType = 'spa';
 * ```
 */
export type PoolType = (typeof POOL_TYPES)[number];

/** Salt chlorine generators whose manuals give a salt range (water-care.md, Targets). */
export const SALT_CELLS = ['hayward_aquarite', 'pentair_intellichlor', 'other'] as const;
/**
 * One of {@link SALT_CELLS}; `other` uses the Hayward range, the narrower one.
 *
 * @example
 * ```ts
 * const cell: SaltCell = 'pentair_intellichlor';
 * ```
 */
export type SaltCell = (typeof SALT_CELLS)[number];

/** Human names of the profile's choices, for forms and for saying where a range comes from. */
export const PROFILE_LABELS = {
  sanitizer: { liquid_chlorine: 'Liquid chlorine', trichlor: 'Trichlor tablets', salt: 'Salt water', bromine: 'Bromine' },
  surface: { plaster: 'Plaster', vinyl: 'Vinyl', fiberglass: 'Fiberglass' },
  type: { pool: 'Pool', spa: 'Spa' },
  saltCell: { hayward_aquarite: 'Hayward AquaRite', pentair_intellichlor: 'Pentair IntelliChlor', other: 'Other salt cell' },
} as const;

/**
 * The profile of a pool. `gallons` is the volume in US gallons.
 *
 * @example
 * ```ts
 * const pool: PoolProfile = { gallons: 15_000, sanitizer: 'liquid_chlorine', surface: 'plaster', type: 'pool', indoor: false };
 * ```
 */
export interface PoolProfile {
  gallons: number;
  sanitizer: Sanitizer;
  surface: Surface;
  type: PoolType;
  indoor: boolean;
  /** Salt pools only; without one the Hayward range applies. */
  saltCell?: SaltCell | null;
}

/** Smallest and largest volumes the rules accept, in US gallons. */
export const GALLONS_MIN = 50;
/** See {@link GALLONS_MIN}. */
export const GALLONS_MAX = 1_000_000;

/** US gallons in one cubic foot. */
export const GALLONS_PER_CUBIC_FOOT = 7.48052;
/** Litres in one US gallon. */
export const LITRES_PER_GALLON = 3.78541;

/**
 * A pool's shape and dimensions in feet (water-care.md, Units and shape).
 *
 * @example
 * ```ts
 * const shape: PoolShape = { shape: 'rectangle', lengthFt: 32, widthFt: 16, avgDepthFt: 5 };
 * ```
 */
export type PoolShape =
  | { shape: 'rectangle'; lengthFt: number; widthFt: number; avgDepthFt: number }
  | { shape: 'round'; diameterFt: number; avgDepthFt: number }
  | { shape: 'oval'; lengthFt: number; widthFt: number; avgDepthFt: number };

/**
 * The volume of a pool in US gallons from its shape: rectangle L·W·D·7.48052, round D²·depth·5.87518,
 * oval (W·L − 0.214602·W²)·depth·7.48052. Throws `RangeError` for a non-positive dimension.
 *
 * @example
 * ```ts
 * poolGallons({ shape: 'rectangle', lengthFt: 32, widthFt: 16, avgDepthFt: 5 }); // 19150.1
 * ```
 */
export function poolGallons(shape: PoolShape): number {
  const dims = Object.entries(shape).filter(([k]) => k !== 'shape').map(([, v]) => v as number);
  if (dims.some((d) => !Number.isFinite(d) || d <= 0)) throw new RangeError('pool dimensions must be positive');
  switch (shape.shape) {
    case 'rectangle':
      return shape.lengthFt * shape.widthFt * shape.avgDepthFt * GALLONS_PER_CUBIC_FOOT;
    case 'round':
      return shape.diameterFt ** 2 * shape.avgDepthFt * 5.87518;
    case 'oval':
      return (shape.widthFt * shape.lengthFt - 0.214602 * shape.widthFt ** 2) * shape.avgDepthFt * GALLONS_PER_CUBIC_FOOT;
  }
}

/**
 * US gallons from litres.
 *
 * @example
 * ```ts
 * litresToGallons(3785.41); // 1000
 * ```
 */
export function litresToGallons(litres: number): number {
  return litres / LITRES_PER_GALLON;
}

/** Type guards for values read from forms and JSON. */
export const isSanitizer = (v: unknown): v is Sanitizer => (SANITIZERS as readonly unknown[]).includes(v);
/** See {@link isSanitizer}. */
export const isSurface = (v: unknown): v is Surface => (SURFACES as readonly unknown[]).includes(v);
/** See {@link isSanitizer}. */
export const isPoolType = (v: unknown): v is PoolType => (POOL_TYPES as readonly unknown[]).includes(v);
/** See {@link isSanitizer}. */
export const isSaltCell = (v: unknown): v is SaltCell => (SALT_CELLS as readonly unknown[]).includes(v);
