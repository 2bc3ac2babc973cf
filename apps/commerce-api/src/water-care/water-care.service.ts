import type { WaterCarePlan, WaterCarePlanBody } from '@pool/api-contract';
import {
  assessReadings, FACTORS, formatAmount, profileName, treatmentPlan, wholePackages, type Chemical, type PlanOptions, type PoolProfile, type ProductChoice,
  type Readings,
} from '@pool/water-care';
import { and, eq, inArray, or } from 'drizzle-orm';
import { toDollars } from '../catalog/products.js';
import type { Db } from '../db/client.js';
import { inventory, pricingTiers, products, waterCareProducts } from '../db/schema.js';
import { lineUnitPriceCents, type Buyer } from '../carts/carts.service.js';

/** A chemical product the buyer can be sold now, with its dosing facts and prices (cents). */
interface WaterCareProduct {
  id: number;
  sku: string;
  handle: string;
  title: string;
  chemical: Chemical;
  strengthPercent: number | null;
  form: 'anhydrous' | 'dihydrate' | null;
  packageAmount: number;
  packageUnit: 'fl_oz' | 'oz';
  packageLabel: string;
  price: number;
  nonMapPrice: number | null;
  allowNonMapPricing: boolean;
  tiers: { minQuantity: number; maxQuantity: number | null; price: number }[];
}

/** Muriatic acid is dosed as 31.45 %; a product of another strength does not fit the plan's amount. */
const MURIATIC_PERCENT = 31.45;

/** Does this product deliver what the step was dosed for (chemical, strength, form)? */
export function fits(product: Pick<WaterCareProduct, 'chemical' | 'strengthPercent' | 'form'>, choice: ProductChoice): boolean {
  if (product.chemical !== choice.chemical) return false;
  if (choice.chemical === 'muriatic_acid') return product.strengthPercent === null || Math.abs(product.strengthPercent - MURIATIC_PERCENT) < 0.01;
  if (choice.percent !== undefined && choice.percent !== null && product.strengthPercent !== choice.percent) return false;
  if (choice.form && product.form !== choice.form) return false;
  return true;
}

/**
 * The products a plan doses with, from what the store can sell now: liquid chlorine (the strongest
 * sold), else cal-hypo (73 % before 65 %); muriatic acid, else dry acid; anhydrous calcium chloride,
 * else the dihydrate flake.
 */
export function planOptions(available: readonly Pick<WaterCareProduct, 'chemical' | 'strengthPercent' | 'form'>[]): PlanOptions {
  const liquid = available.filter((p) => p.chemical === 'liquid_chlorine' && p.strengthPercent !== null)
    .map((p) => p.strengthPercent!).sort((a, b) => b - a)[0];
  const calHypo = [73, 65].find((percent) => available.some((p) => p.chemical === 'cal_hypo' && p.strengthPercent === percent)) as 73 | 65 | undefined;
  const chlorine: PlanOptions['chlorine'] = liquid !== undefined ? { chemical: 'liquid_chlorine', percent: liquid }
    : calHypo !== undefined ? { chemical: 'cal_hypo', percent: calHypo } : undefined;
  const acid = available.some((p) => fits(p, { chemical: 'muriatic_acid' })) ? 'muriatic_acid'
    : available.some((p) => p.chemical === 'dry_acid') ? 'dry_acid' : undefined;
  const calcium = available.some((p) => p.chemical === 'calcium_chloride' && p.form === 'anhydrous') ? 'anhydrous'
    : available.some((p) => p.chemical === 'calcium_chloride' && p.form === 'dihydrate') ? 'dihydrate' : undefined;
  return { ...(chlorine && { chlorine }), ...(acid && { acid }), ...(calcium && { calcium }) };
}

/** Treatment plans priced with catalogue products (issue #14, docs/decisions/0028). */
export function createWaterCareService(db: Db) {
  async function sellable(signedIn: boolean): Promise<WaterCareProduct[]> {
    const rows = await db.select({
      id: products.id, sku: products.sku, handle: products.handle, title: products.title, price: products.price,
      nonMapPrice: products.nonMapPrice, allowNonMapPricing: products.allowNonMapPricing, hidePrice: products.hidePrice,
      chemical: waterCareProducts.chemical, strengthPercent: waterCareProducts.strengthPercent, form: waterCareProducts.form,
      packageAmount: waterCareProducts.packageAmount, packageUnit: waterCareProducts.packageUnit, packageLabel: waterCareProducts.packageLabel,
    }).from(waterCareProducts)
      .innerJoin(products, eq(products.id, waterCareProducts.productId))
      .innerJoin(inventory, eq(inventory.productId, products.id))
      // What the cart would accept (carts.service assertSellable): in stock or backorderable, and a
      // hide_price product only for a signed-in buyer.
      .where(and(or(inArray(inventory.status, ['in', 'backorder']), eq(inventory.canBackorder, true)), signedIn ? undefined : eq(products.hidePrice, false)))
      .orderBy(products.id);
    const ids = rows.map((r) => r.id);
    const tiers = ids.length === 0 ? [] : await db.select().from(pricingTiers).where(inArray(pricingTiers.productId, ids));
    return rows.map((r) => ({
      ...r,
      strengthPercent: r.strengthPercent === null ? null : Math.round(r.strengthPercent * 100) / 100,
      tiers: tiers.filter((t) => t.productId === r.id).map((t) => ({ minQuantity: t.minQuantity, maxQuantity: t.maxQuantity, price: t.price })),
    }));
  }

  return {
    plan: async (body: WaterCarePlanBody, buyer: Buyer): Promise<WaterCarePlan> => {
      const signedIn = buyer === 'customer';
      const available = await sellable(signedIn);
      const profile: PoolProfile = {
        gallons: body.profile.gallons, sanitizer: body.profile.sanitizer, surface: body.profile.surface, type: body.profile.type,
        indoor: body.profile.indoor, saltCell: body.profile.salt_cell ?? null,
      };
      const readings = Object.fromEntries(Object.entries(body.readings).filter(([, v]) => v !== undefined)) as Readings;
      const plan = treatmentPlan(profile, readings, planOptions(available));
      let totalCents = 0;
      const steps = plan.steps.map((step) => {
        let product: WaterCarePlan['steps'][number]['product'] = null;
        if (step.product && step.amount && step.amount.unit !== 'gal') {
          const dose = step.amount;
          // The cheapest way to buy at least the dose among the products that fit; then the least left over.
          const offers = available.filter((p) => fits(p, step.product!) && p.packageUnit === dose.unit).map((p) => {
            const { packages, leftover } = wholePackages(dose, { amount: p.packageAmount, unit: p.packageUnit });
            const unit = lineUnitPriceCents(p, packages, signedIn);
            return { p, packages, leftover, unit, total: unit * packages };
          }).sort((a, b) => a.total - b.total || a.leftover.value - b.leftover.value || a.p.id - b.p.id);
          const best = offers[0];
          if (best && best.packages > 0) {
            totalCents += best.total;
            product = {
              id: best.p.id, sku: best.p.sku, handle: best.p.handle, title: best.p.title, chemical: best.p.chemical,
              strength_percent: best.p.strengthPercent, package_label: best.p.packageLabel, package_amount: best.p.packageAmount,
              quantity: best.packages, leftover: { ...best.leftover, text: formatAmount(best.leftover) },
              price: toDollars(best.unit), line_total: toDollars(best.total),
            };
          }
        }
        return {
          action: step.action, factor: step.factor, from: step.from, to: step.to, why: step.why, how: step.how, retest: step.retest,
          retest_after_hours: step.retestAfterHours, capped: step.capped, chemical: step.product?.chemical ?? null,
          amount: step.amount ? { ...step.amount, text: formatAmount(step.amount) } : null, product,
        };
      });
      return {
        profile_name: profileName(profile),
        readings: assessReadings(profile, readings).map((row) => ({
          key: row.key, label: FACTORS[row.key].label, units: FACTORS[row.key].units, value: row.value, status: row.status,
          low: row.target.low, high: row.target.high, source: row.target.source,
        })),
        csi_before: plan.csiBefore, csi_after: plan.csiAfter, steps, total: toDollars(totalCents), retest_after_hours: plan.retestAfterHours,
      };
    },
  };
}
export type WaterCareService = ReturnType<typeof createWaterCareService>;
