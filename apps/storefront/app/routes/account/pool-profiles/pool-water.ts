import type { Pool, WaterCarePlanBody, WaterTest } from '@pool/api-contract';
import type { PoolProfile } from '@pool/water-care';

/** A saved pool's chemistry profile (water-care), its salt cell from the chlorinator's brand. */
export function profileOfPool(pool: Pool): PoolProfile {
  const brand = pool.equipment.salt_cell?.brand ?? null;
  const saltCell = pool.sanitizer_type !== 'salt' || brand === null ? null : /hayward/i.test(brand) ? 'hayward_aquarite' : /pentair/i.test(brand) ? 'pentair_intellichlor' : 'other';
  return { gallons: pool.gallons, sanitizer: pool.sanitizer_type, surface: pool.surface, type: pool.type, indoor: pool.location === 'indoor', saltCell };
}

/** The plan request of a saved test: the pool's profile and the test's readings. */
export function planBodyOf(pool: Pool, test: WaterTest): WaterCarePlanBody {
  const profile = profileOfPool(pool);
  return {
    profile: { gallons: profile.gallons, sanitizer: profile.sanitizer, surface: profile.surface, type: profile.type, indoor: profile.indoor, ...(profile.saltCell ? { salt_cell: profile.saltCell } : {}) },
    readings: Object.fromEntries(test.points.map((p) => [p.key, p.value])),
  };
}

/** The date `hours` after a yyyy-mm-dd test date (the plan's retest reminder). */
export function retestDate(testDate: string, hours: number): string {
  const date = new Date(`${testDate}T12:00:00Z`);
  date.setUTCHours(date.getUTCHours() + Math.max(24, Math.ceil(hours / 24) * 24));
  return date.toISOString().slice(0, 10);
}
