import { FILTER_TOKEN, RANGE_VALUE } from '@pool/api-contract';
import { HttpError } from '../http/problem.js';

/** A filterable attribute as both engines know it (`/attributes.json`). */
export interface FilterAttribute { key: string; title: string; kind: 'enum' | 'range'; unit: string | null }

/** `length:8..12` bounds; either side may be open. */
export function parseRange(value: string): { min: number | null; max: number | null } | null {
  const match = RANGE_VALUE.exec(value);
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  return { min: match[1] === undefined ? null : Number(match[1]), max: match[2] === undefined ? null : Number(match[2]) };
}

const formatNumber = (n: number): string => String(Math.round(n * 1000) / 1000);

/** The filters of a query on one attribute: its bit (1 << its position) and the values or range asked for. */
export type RequestedFilter = { index: number; bit: number; attribute: FilterAttribute } & (
  | { kind: 'enum'; values: string[] }
  | { kind: 'range'; min: number; max: number; token: string }
);

/**
 * Groups filter tokens by attribute, in attribute order, and validates them (both engines answer the
 * same 400s): values of one key are OR-ed, keys AND-ed, a range attribute takes one well-formed range.
 * @throws HttpError 400 naming the bad token.
 */
export function requestedFilters(tokens: readonly string[], attributes: readonly FilterAttribute[]): RequestedFilter[] {
  const byKey = new Map<string, Set<string>>();
  for (const token of tokens) {
    const match = FILTER_TOKEN.exec(token);
    if (!match) throw new HttpError(400, 'Invalid filter', { detail: `"${token}" is not key:value or key:min..max.`, errors: { f: ['a filter is key:value or key:min..max'] } });
    const [, key, value] = match as unknown as [string, string, string];
    if (!attributes.some((a) => a.key === key)) {
      throw new HttpError(400, 'Unknown filter', {
        detail: `"${key}" is not a filterable attribute; use one of ${attributes.map((a) => a.key).join(', ')}.`,
        errors: { f: [`unknown filter "${key}"`] },
      });
    }
    byKey.set(key, (byKey.get(key) ?? new Set()).add(value));
  }
  return attributes.flatMap((attribute, index): RequestedFilter[] => {
    const values = byKey.get(attribute.key);
    if (!values) return [];
    const { key } = attribute;
    const bit = 1 << index;
    if (attribute.kind === 'enum') return [{ index, bit, attribute, kind: 'enum', values: [...values] }];
    if (values.size > 1) throw new HttpError(400, 'Invalid filter', { detail: `Give one range for "${key}".`, errors: { f: [`one range for "${key}"`] } });
    const [value] = values as unknown as [string];
    const range = parseRange(value);
    if (!range) throw new HttpError(400, 'Invalid filter', { detail: `"${key}" is a range: use ${key}:min..max.`, errors: { f: [`"${key}" is a range: use ${key}:min..max`] } });
    if (range.min !== null && range.max !== null && range.min > range.max) {
      throw new HttpError(400, 'Invalid filter', { detail: `The range of "${key}" starts after it ends.`, errors: { f: [`the range of "${key}" starts after it ends`] } });
    }
    const token = `${key}:${range.min === null ? '' : formatNumber(range.min)}..${range.max === null ? '' : formatNumber(range.max)}`;
    return [{ index, bit, attribute, kind: 'range', min: range.min ?? Number.NEGATIVE_INFINITY, max: range.max ?? Number.POSITIVE_INFINITY, token }];
  });
}

/**
 * Up to five buckets over the distinct values, each holding about the same number of them and, where
 * there are enough values, at least two (a range facet offers ranges, not single values).
 */
export function rangeBuckets(distinct: readonly number[], counts: ReadonlyMap<number, number>, bucketCount = 5) {
  const size = Math.max(2, Math.ceil(distinct.length / bucketCount));
  const buckets: { min: number; max: number; count: number }[] = [];
  for (let i = 0; i < distinct.length; i += size) {
    const group = distinct.slice(i, i + size);
    buckets.push({ min: group[0]!, max: group.at(-1)!, count: group.reduce((sum, v) => sum + counts.get(v)!, 0) });
  }
  return buckets;
}

/** Enum facet values, most hits first, then by value. */
export const byCountThenValue = (a: { value: string; count: number }, b: { value: string; count: number }): number =>
  b.count - a.count || a.value.localeCompare(b.value);
