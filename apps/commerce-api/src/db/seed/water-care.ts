import { inArray } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as schema from '../schema.js';

type WaterCareRow = typeof schema.waterCareProducts.$inferInsert;

/**
 * The chemicals a treatment plan sells (issue #14, docs/decisions/0028), with what the plan needs to
 * know of them: chemical, strength or form, and package size in the unit the chemical is dosed in.
 * Like the service products their ids sit above any generated catalogue and they belong to no
 * category (listings and their counts are unchanged); their pages, search and carts have them.
 */
export const WATER_CARE_PRODUCTS: readonly {
  id: number; sku: string; title: string; brand: string; price: number; weight: number; blurb: string;
  chemical: WaterCareRow['chemical']; strengthPercent?: number; form?: WaterCareRow['form'];
  packageAmount: number; packageUnit: WaterCareRow['packageUnit']; packageLabel: string;
}[] = [
  { id: 900_101, sku: 'WC-LC125-1G', title: 'Liquid Chlorine 12.5% (1 gal jug)', brand: 'HTH', price: 7_99, weight: 10.5, chemical: 'liquid_chlorine', strengthPercent: 12.5, packageAmount: 128, packageUnit: 'fl_oz', packageLabel: '1 gal jug', blurb: 'Sodium hypochlorite, 12.5 % available chlorine (trade %): raises free chlorine fast, adds no stabilizer or calcium.' },
  { id: 900_102, sku: 'WC-LC125-4X1G', title: 'Liquid Chlorine 12.5% (4 x 1 gal case)', brand: 'HTH', price: 27_99, weight: 42, chemical: 'liquid_chlorine', strengthPercent: 12.5, packageAmount: 512, packageUnit: 'fl_oz', packageLabel: 'case of 4 x 1 gal', blurb: 'Four 1-gallon jugs of 12.5 % liquid chlorine.' },
  { id: 900_103, sku: 'WC-LC10-1G', title: 'Liquid Chlorine 10% (1 gal jug)', brand: 'Clorox Pool&Spa', price: 6_49, weight: 10, chemical: 'liquid_chlorine', strengthPercent: 10, packageAmount: 128, packageUnit: 'fl_oz', packageLabel: '1 gal jug', blurb: 'Sodium hypochlorite, 10 % available chlorine (trade %).' },
  { id: 900_104, sku: 'WC-CALHYPO65-1LB', title: 'Cal-Hypo Shock 65% (1 lb bag)', brand: 'HTH', price: 5_99, weight: 1, chemical: 'cal_hypo', strengthPercent: 65, packageAmount: 16, packageUnit: 'oz', packageLabel: '1 lb bag', blurb: 'Calcium hypochlorite, 65 % available chlorine; adds calcium hardness.' },
  { id: 900_105, sku: 'WC-CALHYPO73-1LB', title: 'Cal-Hypo Shock 73% (1 lb bag)', brand: "Leslie's", price: 6_99, weight: 1, chemical: 'cal_hypo', strengthPercent: 73, packageAmount: 16, packageUnit: 'oz', packageLabel: '1 lb bag', blurb: 'Calcium hypochlorite, 73 % available chlorine; adds calcium hardness.' },
  { id: 900_106, sku: 'WC-MURIATIC-1G', title: 'Muriatic Acid 31.45% (1 gal jug)', brand: 'Aqua Chem', price: 10_99, weight: 10, chemical: 'muriatic_acid', strengthPercent: 31.45, packageAmount: 128, packageUnit: 'fl_oz', packageLabel: '1 gal jug', blurb: 'Hydrochloric acid, 31.45 %: lowers pH and total alkalinity.' },
  { id: 900_107, sku: 'WC-DRYACID-5LB', title: 'pH Decreaser Dry Acid (5 lb)', brand: "Leslie's", price: 14_99, weight: 5, chemical: 'dry_acid', packageAmount: 80, packageUnit: 'oz', packageLabel: '5 lb bag', blurb: 'Sodium bisulfate: lowers pH and total alkalinity, safer to handle than muriatic acid.' },
  { id: 900_108, sku: 'WC-SODAASH-5LB', title: 'pH Increaser Soda Ash (5 lb)', brand: "Leslie's", price: 13_99, weight: 5, chemical: 'soda_ash', packageAmount: 80, packageUnit: 'oz', packageLabel: '5 lb bag', blurb: 'Sodium carbonate: raises pH (and some total alkalinity).' },
  { id: 900_109, sku: 'WC-BAKINGSODA-12LB', title: 'Alkalinity Increaser Baking Soda (12 lb)', brand: 'Aqua Chem', price: 17_99, weight: 12, chemical: 'baking_soda', packageAmount: 192, packageUnit: 'oz', packageLabel: '12 lb bag', blurb: 'Sodium bicarbonate: raises total alkalinity with little change in pH.' },
  { id: 900_110, sku: 'WC-CACL2-10LB', title: 'Calcium Hardness Increaser, anhydrous (10 lb)', brand: 'BioGuard', price: 21_99, weight: 10, chemical: 'calcium_chloride', form: 'anhydrous', packageAmount: 160, packageUnit: 'oz', packageLabel: '10 lb bag', blurb: 'Anhydrous calcium chloride: raises calcium hardness. Pre-dissolve; it gets hot.' },
  { id: 900_111, sku: 'WC-CACL2-FLAKE-25LB', title: 'Calcium Chloride Flake, dihydrate (25 lb)', brand: 'Aqua Chem', price: 34_99, weight: 25, chemical: 'calcium_chloride', form: 'dihydrate', packageAmount: 400, packageUnit: 'oz', packageLabel: '25 lb bag', blurb: 'Calcium chloride dihydrate flake: raises calcium hardness.' },
  { id: 900_112, sku: 'WC-CYA-4LB', title: 'Chlorine Stabilizer Cyanuric Acid (4 lb)', brand: 'HTH', price: 24_99, weight: 4, chemical: 'stabilizer', packageAmount: 64, packageUnit: 'oz', packageLabel: '4 lb jar', blurb: 'Granular cyanuric acid: protects chlorine from sunlight. Dissolves in up to a week.' },
  { id: 900_113, sku: 'WC-SALT-40LB', title: 'Pool Salt 99.7% (40 lb bag)', brand: 'Aqua Chem', price: 9_99, weight: 40, chemical: 'salt', strengthPercent: 99.7, packageAmount: 640, packageUnit: 'oz', packageLabel: '40 lb bag', blurb: 'High-purity sodium chloride for salt chlorine generators.' },
];

const handleOf = (title: string) => title.toLowerCase().replace(/%/g, '-percent').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** Seeds the water-care chemicals and their dosing facts (inside the seed's transaction, after brands). */
export async function seedWaterCareProducts(db: Db): Promise<void> {
  const brandRows = await db.select({ id: schema.brands.id, name: schema.brands.name }).from(schema.brands)
    .where(inArray(schema.brands.name, [...new Set(WATER_CARE_PRODUCTS.map((p) => p.brand))]));
  const brandId = new Map(brandRows.map((b) => [b.name, b.id]));
  const seeded = WATER_CARE_PRODUCTS.filter((p) => brandId.has(p.brand));
  if (seeded.length === 0) return;
  await db.insert(schema.products).values(seeded.map((p) => ({
    id: p.id, sku: p.sku, handle: handleOf(p.title), title: p.title, mpn: p.sku, brandId: brandId.get(p.brand)!, price: p.price, weight: p.weight,
    shortDescription: p.blurb, description: `${p.blurb} Sold as a ${p.packageLabel}. Treatment plans from a water test dose it in its own units.`,
    subscribable: true,
  })));
  await db.insert(schema.inventory).values(seeded.map((p) => ({ productId: p.id, level: 500, status: 'in' as const })));
  await db.insert(schema.waterCareProducts).values(seeded.map((p) => ({
    productId: p.id, chemical: p.chemical, strengthPercent: p.strengthPercent ?? null, form: p.form ?? null,
    packageAmount: p.packageAmount, packageUnit: p.packageUnit, packageLabel: p.packageLabel,
  })));
}
