/**
 * Text normalisation of the search index: the same functions read the catalogue and the shopper's
 * query, so both sides always agree.
 */

const DIACRITICS = /[\u0300-\u036f]/g;

/** Lower case, accents removed, every run of non-letters/digits turned into one space. */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(DIACRITICS, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/**
 * The words of a text. Letter/digit boundaries split too (`sp1600s` → `sp`, `1600`, `s`), so a part
 * number typed without separators still shares words with one typed with them.
 */
export function tokenize(text: string): string[] {
  const normal = normalize(text);
  if (normal === '') return [];
  const words: string[] = [];
  for (const word of normal.split(' ')) {
    const pieces = word.match(/\p{L}+|\p{N}+/gu);
    if (pieces) words.push(...pieces);
  }
  return words;
}

/** A part number or sku reduced to its letters and digits: `SP-1600-S`, `sp 1600 s` and `sp1600s` agree. */
export function compactCode(text: string): string {
  return normalize(text).replace(/ /g, '');
}

/** Whether a word contains a digit (part-number pieces are never matched with typos). */
export const hasDigit = (word: string): boolean => /\p{N}/u.test(word);

/**
 * Typos tolerated in a word of this length: none up to 3 letters, one from 4, two from 8 (typos in
 * short words match too much; in part numbers, a "typo" is another part).
 */
export function allowedTypos(word: string): number {
  if (hasDigit(word)) return 0;
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Rows of the distance table, reused across calls (words are short; longer ones grow them). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)];

/**
 * Optimal-string-alignment distance (insert, delete, substitute, swap two neighbours) between `a` and
 * the first `bLength` characters of `b`, or `max + 1` as soon as it must exceed `max`: bounded and
 * allocation-free, so checking a word against a whole vocabulary stays cheap.
 */
export function boundedDistance(a: string, b: string, max: number, bLength = b.length): number {
  const n = Math.min(bLength, b.length);
  if (Math.abs(a.length - n) > max) return max + 1;
  if (n + 1 > rows[0]!.length) rows = rows.map(() => new Int32Array(n + 1));
  let [prevPrev, prev, cur] = rows as [Int32Array, Int32Array, Int32Array];
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ai = a.charCodeAt(i - 1);
    for (let j = 1; j <= n; j++) {
      const bj = b.charCodeAt(j - 1);
      let value = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ai === bj ? 0 : 1));
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === bj) value = Math.min(value, prevPrev[j - 2]! + 1);
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, cur] = [prev, cur, prevPrev];
  }
  return Math.min(prev[n]!, max + 1);
}
