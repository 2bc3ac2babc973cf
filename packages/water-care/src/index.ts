export {
  SANITIZERS, SURFACES, POOL_TYPES, SALT_CELLS, PROFILE_LABELS, GALLONS_MIN, GALLONS_MAX, GALLONS_PER_CUBIC_FOOT, LITRES_PER_GALLON,
  poolGallons, litresToGallons, isSanitizer, isSurface, isPoolType, isSaltCell,
} from './profile.js';
export type { Sanitizer, Surface, PoolType, SaltCell, PoolProfile, PoolShape } from './profile.js';
export {
  FACTOR_KEYS, FACTORS, DEFAULT_FACTOR_KEYS, factorsFor, parseReading, parseReadings, PPB_PER_PPM, readingMessages, toFactorUnits,
} from './factors.js';
export type { FactorKey, FactorUnits, FactorDefinition, Readings, ReadingResult, ParsedReadings } from './factors.js';
export { chlorineLevels, targetsFor, profileName, statusOf, assessReadings, SALT_RANGES } from './targets.js';
export type { TargetRange, Targets, ChlorineLevels, ReadingStatus, ReadingAssessment } from './targets.js';
export { csi, carbonateAlkalinity, balanceOf, fahrenheitToCelsius, CSI_BALANCED, DEFAULT_TEMPERATURE_F } from './csi.js';
export type { CsiInput, Balance } from './csi.js';
export {
  PPM_PER_OZ_PER_GALLON, DOSE_CONSTANTS, tradePercent, liquidChlorineFlOz, calHypoOz, dichlorOz, trichlorOz, phAdjustment,
  muriaticAcidFlOz, dryAcidOz, sodaAshOz, boraxOz, bakingSodaOz, calciumChlorideOz, stabilizerOz, saltLb, drainFraction,
} from './doses.js';
export type { PhMove } from './doses.js';
export {
  CHEMICALS, CHEMICAL_UNITS, STEP_ACTIONS, MAX_PH_STEP, treatmentPlan, formatAmount, wholePackages,
} from './plan.js';
export type {
  Chemical, AmountUnit, Amount, ProductChoice, PlanOptions, StepAction, PlanStep, TreatmentPlan, PackageSize,
} from './plan.js';
export { hexToRgb, rgbToHex, rgbToLab, deltaE, greyCorrection, MIN_WHITE_LEVEL, MIN_CONTRAST, MAX_BLACK_LEVEL, MAX_GREY_RESIDUAL } from './colour.js';
export type { Rgb, Lab, LightProblem, GreyCorrection } from './colour.js';
export {
  STRIP_PADS, CARD, FIDUCIAL_CENTRES, STRIP_PROBLEM_MESSAGES, CARD_NOT_FOUND, LOW_CONFIDENCE_DELTA_E,
  centreOf, homography, project, readPad, readStrip, cardSvg,
} from './strip.js';
export type {
  Point, CardRect, Swatch, StripPad, Homography, Confidence, PadReading, StripSamples, StripProblem, StripReading,
} from './strip.js';
