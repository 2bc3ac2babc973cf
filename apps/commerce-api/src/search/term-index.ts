import { allowedTypos, boundedDistance, hasDigit } from './text.js';

/** How well a document matched one query word: lower is better. */
export const COST = { exact: 0, prefix: 1, typo: 2 } as const;
const NO_MATCH = 255;

export interface MatchOptions {
  /** Let the last word match as a prefix (search as you type); earlier words match whole (or with typos). */
  prefixLast: boolean;
}

export interface Matches {
  /** Matching documents, ascending. Read-only: it may be the index's own list. */
  docs: Uint32Array;
  /**
   * Per entry of `docs`: the summed cost of its words (0 = every word exact). Read-only: for one
   * word, the index's own list of that word's costs (bytes), not a copy.
   */
  cost: Uint8Array | Uint16Array;
}

/** Shortest last word that matches as a prefix; one letter is enough: the other words and the ranking narrow it. */
const MIN_PREFIX = 1;
const MAX_EXPANSIONS = 10_000;
/** Memoised word postings; the short prefixes that cost most are few, longer words are cheap anyway. */
const MAX_MERGED = 2_000;
/**
 * Prefixes up to this long are merged once, when the index is built: every search as you type starts
 * with them, and they are the most expensive merges (one letter stands for thousands of terms, tens
 * of thousands of documents: several ms each), which the memo above would otherwise pay for on the
 * first keystrokes after every rebuild.
 */
const BUILT_PREFIX_LENGTH = 2;
/**
 * Longer prefixes that still stand for at least this many terms are merged at build time too: a
 * brand's sku prefix (`hay` of `hay001234`, then `hay0`, `hay00`) stands for thousands of codes, and
 * merging those on a shopper's keystroke took 1.5-5 ms, the slowest keystrokes of the dropdown. Below
 * this many terms a merge on first use costs well under 0.1 ms.
 */
export const BUILT_PREFIX_MIN_TERMS = 128;

/**
 * An inverted index from words to the documents that contain them, with exact, prefix and bounded
 * typo lookups. Documents are numbered 0..n-1 by the caller.
 */
export class TermIndex {
  private readonly postings = new Map<string, Uint32Array>();
  /** Every term, sorted, for prefix ranges. */
  private readonly sorted: string[];
  /** Terms without digits, by length, for typo lookups (part-number pieces never match with typos). */
  private readonly wordsByLength: string[][] = [];
  /** Query word → expansion, oldest first (the index never changes, so entries never go stale). */
  private readonly expansions = new Map<string, Map<string, number>>();
  private readonly merged = new Map<string, { docs: Uint32Array; cost: Uint8Array }>();
  /**
   * Postings merged at build time: every prefix up to {@link BUILT_PREFIX_LENGTH} characters, and
   * longer ones that stand for at least {@link BUILT_PREFIX_MIN_TERMS} terms.
   */
  private readonly builtPrefixes = new Map<string, { docs: Uint32Array; cost: Uint8Array }>();
  /**
   * Working space of {@link merge}, reused from one merge to the next (merges are synchronous): every
   * typed array made per keystroke is an ArrayBuffer that the next scavenge has to sweep.
   */
  private scratch = { best: new Uint8Array(0), packed: new Float64Array(0), docs: new Uint32Array(0), costs: new Uint8Array(0) };

  constructor(readonly size: number, termsOf: (doc: number) => Iterable<string>) {
    const lists = new Map<string, number[]>();
    for (let doc = 0; doc < size; doc++) {
      for (const term of new Set(termsOf(doc))) {
        const list = lists.get(term);
        if (list) list.push(doc);
        else lists.set(term, [doc]);
      }
    }
    for (const [term, list] of lists) {
      this.postings.set(term, Uint32Array.from(list));
      if (!hasDigit(term)) (this.wordsByLength[term.length] ??= []).push(term);
    }
    this.sorted = [...lists.keys()].sort();
    for (const term of this.sorted) {
      for (let length = MIN_PREFIX; length <= Math.min(BUILT_PREFIX_LENGTH, term.length); length++) {
        const prefix = term.slice(0, length);
        // Short words take no typos, so the expansion is the exact term and the terms it starts.
        if (!this.builtPrefixes.has(prefix)) this.builtPrefixes.set(prefix, this.merge(this.prefixTerms(prefix)));
      }
    }
    this.buildLongPrefixes(0, this.sorted.length, BUILT_PREFIX_LENGTH + 1);
  }

  /**
   * Merges the prefixes of `length` characters among `sorted[from..to)` (terms sharing their first
   * `length - 1` characters) that stand for at least {@link BUILT_PREFIX_MIN_TERMS} terms, and the
   * longer prefixes inside those; the answers are the ones a first use would merge.
   */
  private buildLongPrefixes(from: number, to: number, length: number): void {
    for (let i = from; i < to; ) {
      const term = this.sorted[i]!;
      if (term.length < length) {
        i++;
        continue;
      }
      const prefix = term.slice(0, length);
      let end = i + 1;
      while (end < to && this.sorted[end]!.startsWith(prefix)) end++;
      if (end - i >= BUILT_PREFIX_MIN_TERMS) {
        this.builtPrefixes.set(prefix, this.merge(this.buildExpansion(prefix)));
        this.buildLongPrefixes(i, end, length + 1);
      }
      i = end;
    }
  }

  /** Forgets the expansions and postings remembered since the index was built (not the built prefixes). */
  forgetRemembered(): void {
    this.expansions.clear();
    this.merged.clear();
  }

  /** Whether a prefix's postings were merged when the index was built (tests). */
  isBuiltPrefix(prefix: string): boolean {
    return this.builtPrefixes.has(prefix);
  }

  /** The terms a query word stands for, each with its cost (memoised: shoppers type the same words). */
  expand(word: string, prefix: boolean): Map<string, number> {
    const key = `${prefix ? 'p' : 'w'}:${word}`;
    let found = this.expansions.get(key);
    if (!found) {
      found = this.expandUncached(word, prefix);
      if (this.expansions.size >= MAX_EXPANSIONS) this.expansions.delete(this.expansions.keys().next().value!);
      this.expansions.set(key, found);
    }
    return found;
  }

  /**
   * A prefix's expansion when the index is built: the same as {@link expandUncached}'s, from the
   * typo-free {@link prefixTerms} whenever the prefix takes no typos (nearly always: the built ones
   * are short or hold digits). The build makes tens of thousands of these, so V8 optimises what it
   * runs; were that `expandUncached`, its typo branch would never have run and its optimised code
   * would give up on every shopper's typo-tolerant word (over a hundred times after each start
   * before V8 compiled it again, each time finishing the vocabulary scan unoptimised).
   */
  private buildExpansion(prefix: string): Map<string, number> {
    return allowedTypos(prefix) === 0 ? this.prefixTerms(prefix) : this.expandUncached(prefix, true);
  }

  /** The terms a prefix stands for without typos: itself where it is a term (exact), and the terms it starts. */
  private prefixTerms(word: string): Map<string, number> {
    const found = new Map<string, number>();
    if (this.postings.has(word)) found.set(word, COST.exact);
    if (word.length >= MIN_PREFIX) {
      for (let i = lowerBound(this.sorted, word); i < this.sorted.length && this.sorted[i]!.startsWith(word); i++) {
        const term = this.sorted[i]!;
        if (!found.has(term)) found.set(term, COST.prefix);
      }
    }
    return found;
  }

  private expandUncached(word: string, prefix: boolean): Map<string, number> {
    let found: Map<string, number>;
    if (prefix) found = this.prefixTerms(word);
    else {
      found = new Map<string, number>();
      if (this.postings.has(word)) found.set(word, COST.exact);
    }
    const typos = allowedTypos(word);
    if (typos > 0) {
      for (let length = word.length - typos; length <= word.length + typos; length++) {
        for (const term of this.wordsByLength[length] ?? []) {
          if (found.has(term)) continue;
          const distance = boundedDistance(word, term, typos);
          if (distance <= typos) found.set(term, COST.typo + distance - 1);
        }
      }
      if (prefix) {
        // A typo inside a word still being typed: compare with the start of longer terms.
        for (let length = word.length + 1; length < this.wordsByLength.length; length++) {
          for (const term of this.wordsByLength[length] ?? []) {
            if (found.has(term)) continue;
            const distance = boundedDistance(word, term, typos, word.length);
            if (distance <= typos) found.set(term, COST.typo + distance);
          }
        }
      }
    }
    return found;
  }

  /**
   * The documents one query word matches, ascending, each with its best cost (memoised: the short
   * prefixes of search-as-you-type expand to many terms and recur on every keystroke).
   */
  postingsOf(word: string, prefix: boolean): { docs: Uint32Array; cost: Uint8Array } {
    if (prefix) {
      const built = this.builtPrefixes.get(word);
      if (built) return built;
    }
    const key = `${prefix ? 'p' : 'w'}:${word}`;
    const cached = this.merged.get(key);
    if (cached) return cached;
    const result = this.merge(this.expand(word, prefix));
    if (this.merged.size >= MAX_MERGED) this.merged.delete(this.merged.keys().next().value!);
    this.merged.set(key, result);
    return result;
  }

  /** {@link scratch}'s sorting space and output of a sparse merge, grown to hold `postings` entries. */
  private sparseScratch(postings: number): { packed: Float64Array; docs: Uint32Array; costs: Uint8Array } {
    if (this.scratch.packed.length < postings) {
      // Grown to the next power of two: a few sizes in all, whatever the words.
      const length = 2 ** Math.ceil(Math.log2(postings));
      this.scratch = { ...this.scratch, packed: new Float64Array(length), docs: new Uint32Array(length), costs: new Uint8Array(length) };
    }
    return this.scratch;
  }

  /** The documents of an expansion's terms, ascending, each with the best cost of its terms. */
  private merge(expansion: Map<string, number>): { docs: Uint32Array; cost: Uint8Array } {
    let postings = 0;
    for (const term of expansion.keys()) postings += this.postings.get(term)!.length;
    if (postings <= this.size >>> 4) {
      // Few postings (a longer word): sort them as doc * 256 + cost rather than walk a table of the
      // whole catalogue; the first entry of each document then carries its best cost.
      const scratch = this.sparseScratch(postings);
      const packed = scratch.packed.subarray(0, postings);
      let k = 0;
      for (const [term, cost] of expansion) for (const doc of this.postings.get(term)!) packed[k++] = doc * 256 + cost;
      packed.sort();
      // Written straight into typed arrays (at most one entry a posting), then copied to their length:
      // growing plain arrays of numbers made most of what a keystroke's first merge allocated.
      const { docs, costs } = scratch;
      let count = 0;
      for (let i = 0; i < packed.length; i++) {
        const doc = Math.floor(packed[i]! / 256);
        if (count === 0 || doc !== docs[count - 1]) {
          docs[count] = doc;
          costs[count++] = packed[i]! - doc * 256;
        }
      }
      return { docs: docs.slice(0, count), cost: costs.slice(0, count) };
    }
    if (this.scratch.best.length !== this.size) this.scratch.best = new Uint8Array(this.size);
    const best = this.scratch.best.fill(NO_MATCH);
    let count = 0;
    for (const [term, cost] of expansion) {
      for (const doc of this.postings.get(term)!) {
        const current = best[doc]!;
        if (current === NO_MATCH) count++;
        if (cost < current) best[doc] = cost;
      }
    }
    const docs = new Uint32Array(count);
    const costs = new Uint8Array(count);
    for (let doc = 0, i = 0; i < count; doc++) {
      if (best[doc] !== NO_MATCH) {
        docs[i] = doc;
        costs[i++] = best[doc]!;
      }
    }
    return { docs, cost: costs };
  }

  /** Documents that match every word (AND), with their summed cost. */
  match(words: readonly string[], options: MatchOptions): Matches {
    const empty = { docs: new Uint32Array(0), cost: new Uint16Array(0) };
    if (words.length === 0) return empty;
    const lists = words.map((word, i) => this.postingsOf(word, options.prefixLast && i === words.length - 1));
    if (lists.some((list) => list.docs.length === 0)) return empty;
    lists.sort((a, b) => a.docs.length - b.docs.length);
    const [smallest, ...rest] = lists as [{ docs: Uint32Array; cost: Uint8Array }, ...{ docs: Uint32Array; cost: Uint8Array }[]];
    // One word: its own lists, not copies (a short prefix stands for tens of thousands of documents).
    if (rest.length === 0) return { docs: smallest.docs, cost: smallest.cost };
    // Intersect the ascending lists, smallest first, summing the costs. A list much longer than what
    // is left is searched (galloping binary search), otherwise both are walked side by side.
    let docs = smallest.docs;
    let cost: Uint8Array | Uint16Array = smallest.cost;
    for (const list of rest) {
      const keptDocs = new Uint32Array(docs.length);
      const keptCost = new Uint16Array(docs.length);
      let kept = 0;
      const other = list.docs;
      const gallop = docs.length * 16 < other.length;
      let j = 0;
      for (let i = 0; i < docs.length && j < other.length; i++) {
        const doc = docs[i]!;
        j = gallop ? lowerBound(other, doc, j) : advanceTo(other, doc, j);
        if (other[j] === doc) {
          keptDocs[kept] = doc;
          keptCost[kept++] = cost[i]! + list.cost[j]!;
        }
      }
      docs = keptDocs.subarray(0, kept);
      cost = keptCost.subarray(0, kept);
      if (kept === 0) break;
    }
    return { docs, cost };
  }
}

/** First index at or after `from` whose value is >= `value` in an ascending list, walking. */
function advanceTo(sorted: Uint32Array, value: number, from: number): number {
  let i = from;
  while (i < sorted.length && sorted[i]! < value) i++;
  return i;
}

/** First index at or after `from` whose value is >= `value` in an ascending list (binary search). */
function lowerBound<T extends string | number>(sorted: ArrayLike<T>, value: T, from = 0): number {
  let lo = from;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
