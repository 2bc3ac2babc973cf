import { addRecentDiagram } from '@pool/account-domain';
import { browserStored } from '../../lib/browser-stored';

/** A recently viewed diagram as this browser keeps it. */
export interface StoredDiagram {
  url: string;
  name: string;
  type: string;
  brand: string;
}

/** Browser storage key of the recently viewed diagrams (a JSON list, newest first, at most 5). */
export const RECENT_DIAGRAMS_KEY = 'recentDiagrams';

const isStoredDiagram = (value: unknown): value is StoredDiagram =>
  typeof value === 'object' &&
  value !== null &&
  ['url', 'name', 'type', 'brand'].every((key) => typeof (value as Record<string, unknown>)[key] === 'string') &&
  (value as StoredDiagram).url.startsWith('/');

/**
 * The stored list read back: anything malformed (edited storage, older versions) is dropped, and the
 * list is brought within the rules (no duplicates, at most 5).
 *
 * @example
 * ```ts
 * parseRecentDiagrams('[{"url":"/a.html","name":"A","type":"Pumps","brand":"Hayward"}]').length; // 1
 * parseRecentDiagrams('not json'); // []
 * ```
 */
export function parseRecentDiagrams(stored: string | null): StoredDiagram[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(isStoredDiagram).reduceRight<StoredDiagram[]>((list, diagram) => addRecentDiagram(list, diagram), []);
  } catch {
    return [];
  }
}

const recentDiagrams = browserStored(RECENT_DIAGRAMS_KEY, parseRecentDiagrams);

/** The recently viewed diagrams of this browser (empty where storage is unavailable). */
export const readRecentDiagrams = (): StoredDiagram[] => recentDiagrams.read();

/** Records a viewed diagram in this browser (newest first, at most 5, per @pool/account-domain). */
export const rememberDiagram = (diagram: StoredDiagram): void =>
  recentDiagrams.update((stored) => JSON.stringify(addRecentDiagram(parseRecentDiagrams(stored), diagram)));
