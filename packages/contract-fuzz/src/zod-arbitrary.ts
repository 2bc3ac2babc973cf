import fc from 'fast-check';
import { ZodFirstPartyTypeKind, type ZodTypeAny } from 'zod';
import { INT4_MAX } from './values.js';

/** How a value travels: JSON (a body) or text (a path parameter, a query value, a header). */
export type Wire = 'json' | 'text';

export interface ArbitraryHints {
  /** Known good values by field name (a real sku, a category url), mixed into the generated ones. */
  known?: Record<string, readonly string[]>;
}

/**
 * A uuid no database of the store can hold: version nibble 0, while Postgres's `gen_random_uuid()`
 * (every id column's default) only makes version 4.
 */
export function impossibleUuid(): fc.Arbitrary<string> {
  return fc.uuid({ version: [4] }).map((uuid) => `${uuid.slice(0, 14)}0${uuid.slice(15)}`);
}

export const isImpossibleUuid = (value: unknown): boolean =>
  typeof value === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-0[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** An integer id no `integer` column can hold. */
export function impossibleIntId(): fc.Arbitrary<number> {
  return fc.oneof(fc.constantFrom(INT4_MAX + 1, 2 ** 40, Number.MAX_SAFE_INTEGER), fc.integer({ min: INT4_MAX + 1, max: Number.MAX_SAFE_INTEGER }));
}

interface Check {
  kind: string;
  value?: number;
  inclusive?: boolean;
  regex?: RegExp;
}

const checksOf = (schema: ZodTypeAny): Check[] => (schema._def as { checks?: Check[] }).checks ?? [];

function stringArbitrary(schema: ZodTypeAny, name: string | undefined, hints: ArbitraryHints): fc.Arbitrary<string> {
  const checks = checksOf(schema);
  let minLength = 0;
  let maxLength = 24;
  let arbitrary: fc.Arbitrary<string> | null = null;
  for (const check of checks) {
    if (check.kind === 'min') minLength = check.value ?? 0;
    if (check.kind === 'max') maxLength = Math.min(check.value ?? maxLength, Math.max(minLength, 24));
    if (check.kind === 'length') minLength = maxLength = check.value ?? 0;
    if (check.kind === 'uuid') arbitrary = impossibleUuid();
    if (check.kind === 'email') arbitrary = fc.emailAddress();
    if (check.kind === 'url') arbitrary = fc.webUrl();
    if (check.kind === 'datetime') arbitrary = fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
    if (check.kind === 'regex' && check.regex && !arbitrary) {
      try {
        const pattern = check.regex;
        // fast-check cannot generate some regex features (lookahead); then plain strings it is.
        fc.sample(fc.stringMatching(pattern), { numRuns: 1, seed: 1 });
        arbitrary = fc.stringMatching(pattern, { size: 'small' });
      } catch {
        arbitrary = null;
      }
    }
  }
  if (minLength > maxLength) maxLength = minLength;
  const generated = arbitrary ?? fc.string({ minLength, maxLength });
  const known = name ? hints.known?.[name] : undefined;
  return known && known.length > 0 ? fc.oneof(fc.constantFrom(...known), generated) : generated;
}

function numberArbitrary(schema: ZodTypeAny, name: string | undefined): fc.Arbitrary<number> {
  let min = -1_000;
  let max = 1_000;
  let integer = false;
  for (const check of checksOf(schema)) {
    if (check.kind === 'int') integer = true;
    if (check.kind === 'min' && check.value !== undefined) min = check.inclusive === false ? check.value + 1 : check.value;
    if (check.kind === 'max' && check.value !== undefined) max = check.inclusive === false ? check.value - 1 : check.value;
  }
  // Ids default to the small ones a seeded catalogue has; the unknown-id mutation picks impossible ones.
  if (name && /(^id$|Id$|_id$)/.test(name)) max = Math.min(max, 400);
  if (min > max) max = min;
  if (integer) return fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/**
 * Values that (mostly) satisfy a zod schema: the base a mutation breaks one part of. Not guaranteed
 * valid (refinements, regexes fast-check cannot generate): callers check with `safeParse` whenever it
 * matters. `wire: 'text'` gives strings for numbers, as a query string or a path carries them.
 */
export function validArbitrary(schema: ZodTypeAny, wire: Wire, hints: ArbitraryHints = {}, name?: string): fc.Arbitrary<unknown> {
  const def = schema._def as { typeName: ZodFirstPartyTypeKind; [key: string]: unknown };
  const text = <T>(arbitrary: fc.Arbitrary<T>) => (wire === 'text' ? arbitrary.map((value) => String(value)) : arbitrary);
  switch (def.typeName) {
    case ZodFirstPartyTypeKind.ZodString:
      return stringArbitrary(schema, name, hints);
    case ZodFirstPartyTypeKind.ZodNumber:
      return text(numberArbitrary(schema, name));
    case ZodFirstPartyTypeKind.ZodBigInt:
      return text(fc.bigInt({ min: 0n, max: 1000n }).map((value) => (wire === 'json' ? Number(value) : value)));
    case ZodFirstPartyTypeKind.ZodBoolean:
      return text(fc.boolean());
    case ZodFirstPartyTypeKind.ZodLiteral:
      return text(fc.constant(def.value));
    case ZodFirstPartyTypeKind.ZodEnum:
      return fc.constantFrom(...(def.values as string[]));
    case ZodFirstPartyTypeKind.ZodNativeEnum:
      return text(fc.constantFrom(...Object.values(def.values as Record<string, string | number>)));
    case ZodFirstPartyTypeKind.ZodNull:
      return fc.constant(null);
    case ZodFirstPartyTypeKind.ZodUndefined:
    case ZodFirstPartyTypeKind.ZodVoid:
      return fc.constant(undefined);
    case ZodFirstPartyTypeKind.ZodOptional:
      return fc.option(validArbitrary(def.innerType as ZodTypeAny, wire, hints, name), { nil: undefined, freq: 4 });
    case ZodFirstPartyTypeKind.ZodNullable:
      return wire === 'json'
        ? fc.option(validArbitrary(def.innerType as ZodTypeAny, wire, hints, name), { nil: null, freq: 4 })
        : validArbitrary(def.innerType as ZodTypeAny, wire, hints, name);
    case ZodFirstPartyTypeKind.ZodDefault:
    case ZodFirstPartyTypeKind.ZodCatch:
      return fc.option(validArbitrary(def.innerType as ZodTypeAny, wire, hints, name), { nil: undefined, freq: 3 });
    case ZodFirstPartyTypeKind.ZodBranded:
    case ZodFirstPartyTypeKind.ZodReadonly:
      return validArbitrary((def.type ?? def.innerType) as ZodTypeAny, wire, hints, name);
    case ZodFirstPartyTypeKind.ZodEffects:
      // refine / transform / preprocess: the input is (close to) what the inner schema takes.
      return validArbitrary(def.schema as ZodTypeAny, wire, hints, name);
    case ZodFirstPartyTypeKind.ZodPipeline:
      return validArbitrary(def.in as ZodTypeAny, wire, hints, name);
    case ZodFirstPartyTypeKind.ZodLazy:
      return validArbitrary((def.getter as () => ZodTypeAny)(), wire, hints, name);
    case ZodFirstPartyTypeKind.ZodArray: {
      const minLength = (def.minLength as { value: number } | null)?.value ?? 0;
      const maxLength = Math.min((def.maxLength as { value: number } | null)?.value ?? 4, Math.max(minLength, 4));
      return fc.array(validArbitrary(def.type as ZodTypeAny, wire, hints, name), { minLength, maxLength });
    }
    case ZodFirstPartyTypeKind.ZodTuple:
      return fc.tuple(...(def.items as ZodTypeAny[]).map((item) => validArbitrary(item, wire, hints, name)));
    case ZodFirstPartyTypeKind.ZodUnion:
    case ZodFirstPartyTypeKind.ZodDiscriminatedUnion: {
      const options = def.options as ZodTypeAny[] | Map<unknown, ZodTypeAny>;
      return fc.oneof(...[...(Array.isArray(options) ? options : options.values())].map((option) => validArbitrary(option, wire, hints, name)));
    }
    case ZodFirstPartyTypeKind.ZodObject: {
      const shape = (def.shape as () => Record<string, ZodTypeAny>)();
      const entries = Object.entries(shape).map(([key, value]) => [key, validArbitrary(value, wire, hints, key)] as const);
      return fc.record(Object.fromEntries(entries)).map((record) => {
        // An optional field generated as `undefined` is a field left out (JSON and query strings drop it anyway).
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(record)) if (value !== undefined) out[key] = value;
        return out;
      });
    }
    case ZodFirstPartyTypeKind.ZodRecord:
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), validArbitrary(def.valueType as ZodTypeAny, wire, hints), { maxKeys: 3 });
    default:
      // any, unknown, dates, functions...: something JSON can carry.
      return wire === 'json' ? fc.jsonValue({ maxDepth: 2 }) : fc.string({ maxLength: 12 });
  }
}

/**
 * The schema of `kind` that `schema` is, or wraps in optional / nullable / default / effects / pipe
 * wrappers (at most 10 deep); null when there is none.
 */
export function unwrapTo(schema: ZodTypeAny | null, kind: ZodFirstPartyTypeKind): ZodTypeAny | null {
  let current: ZodTypeAny | null = schema;
  for (let depth = 0; current && depth < 10; depth += 1) {
    const def = current._def as { typeName: ZodFirstPartyTypeKind; [key: string]: unknown };
    if (def.typeName === kind) return current;
    current = (def.innerType ?? def.schema ?? def.in ?? null) as ZodTypeAny | null;
  }
  return null;
}

/** The object shape behind optional / default / effects wrappers, or null when the schema is not an object. */
export function objectShape(schema: ZodTypeAny | null): Record<string, ZodTypeAny> | null {
  const object = unwrapTo(schema, ZodFirstPartyTypeKind.ZodObject);
  return object ? (object._def as { shape: () => Record<string, ZodTypeAny> }).shape() : null;
}

/** Whether a field's schema (through its wrappers) is an integer, i.e. could be an id. */
export function isIntegerSchema(schema: ZodTypeAny): boolean {
  const number = unwrapTo(schema, ZodFirstPartyTypeKind.ZodNumber);
  return number !== null && checksOf(number).some((check) => check.kind === 'int');
}

/** Whether a path parameter's schema is a uuid: such a parameter names an existing row (a cart, a line). */
export function isUuidSchema(schema: ZodTypeAny): boolean {
  const string = unwrapTo(schema, ZodFirstPartyTypeKind.ZodString);
  return string !== null && checksOf(string).some((check) => check.kind === 'uuid');
}
