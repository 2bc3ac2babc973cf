import type { DiagramHit } from '@pool/api-contract';
import { TermIndex, type Matches } from './term-index.js';
import { normalize, tokenize } from './text.js';

/** A phrase shoppers search for and how many products it stands for. */
export interface Suggestion { text: string; count: number }

/**
 * Counts suggestion phrases, merging texts that normalise alike (the first spelling wins, lower case).
 * The in-process index feeds it product by product; PostgreSQL search feeds it grouped counts.
 */
export class SuggestionCounter {
  private readonly counts = new Map<string, Suggestion>();

  add(text: string, count = 1): void {
    const norm = normalize(text);
    if (norm.length < 2) return;
    const entry = this.counts.get(norm);
    if (entry) entry.count += count;
    else this.counts.set(norm, { text: text.toLowerCase().replace(/\s+/g, ' ').trim(), count });
  }

  /**
   * Adds the category, brand and brand + category phrases from per-(category, brand) product counts:
   * each count also counts for the category's ancestors.
   */
  addCategoriesAndBrands(
    categories: readonly { id: number; title: string; parentId: number | null }[],
    counts: Iterable<{ categoryId: number; brand: string; count: number }>,
    brandCounts: Iterable<[string, number]>,
  ): void {
    const categoryById = new Map(categories.map((c) => [c.id, c]));
    const categoryCounts = new Map<number, number>();
    const brandCategory = new Map<string, number>();
    for (const { categoryId, brand, count } of counts) {
      for (let c = categoryById.get(categoryId); c; c = c.parentId === null ? undefined : categoryById.get(c.parentId)) {
        categoryCounts.set(c.id, (categoryCounts.get(c.id) ?? 0) + count);
        const key = `${brand}\u0000${c.title}`;
        brandCategory.set(key, (brandCategory.get(key) ?? 0) + count);
      }
    }
    for (const [id, count] of categoryCounts) this.add(categoryById.get(id)!.title, count);
    for (const [brand, count] of brandCounts) this.add(brand, count);
    for (const [key, count] of brandCategory) {
      const [brand, title] = key.split('\u0000') as [string, string];
      this.add(`${brand} ${title}`, count);
    }
  }

  values(): Suggestion[] {
    return [...this.counts.values()];
  }
}

/** A product line: the title without its leading brand and trailing part number. */
export function productLine(title: string, brand: string, mpn: string): string {
  let line = title;
  if (line.startsWith(`${brand} `)) line = line.slice(brand.length + 1);
  if (line.endsWith(` ${mpn}`)) line = line.slice(0, -(mpn.length + 1));
  return line;
}

/**
 * The small indexes beside the products: parts diagrams and query suggestions, held in memory by
 * every search engine (a few thousand entries whatever the catalogue's size).
 */
export class SideIndex {
  private readonly diagramTerms: TermIndex;
  private readonly suggestionTerms: TermIndex;

  constructor(private readonly diagrams: readonly DiagramHit[], private readonly suggestions: readonly Suggestion[]) {
    this.diagramTerms = new TermIndex(diagrams.length, (i) => {
      const d = diagrams[i]!;
      return tokenize(`${d.name} ${d.type} ${d.brand} diagram parts`);
    });
    this.suggestionTerms = new TermIndex(suggestions.length, (i) => tokenize(suggestions[i]!.text));
  }

  forgetRemembered(): void {
    this.diagramTerms.forgetRemembered();
    this.suggestionTerms.forgetRemembered();
  }

  /** Diagrams matching the text, fewest typos first, then by name. */
  matchDiagrams(text: string, prefixLast: boolean): DiagramHit[] {
    const words = tokenize(text);
    if (words.length === 0) return [];
    const matched = this.diagramTerms.match(words, { prefixLast });
    return Array.from(matched.docs, (doc, i) => ({ doc, cost: matched.cost[i]! }))
      .sort((a, b) => a.cost - b.cost || this.diagrams[a.doc]!.name.localeCompare(this.diagrams[b.doc]!.name))
      .map(({ doc }) => this.diagrams[doc]!);
  }

  /** The best `limit` suggestions for a text typed so far (none for an empty one). */
  suggest(text: string, limit: number): Suggestion[] {
    const words = tokenize(text);
    if (words.length === 0) return [];
    return this.topSuggestions(this.suggestionTerms.match(words, { prefixLast: true }), limit);
  }

  /**
   * The best `limit` matched suggestions: fewest typos and prefixes, then the most products, the
   * shortest text, the first built. One pass keeping the best few (a one-letter text matches hundreds
   * of suggestions; sorting them all made objects for each on every keystroke).
   */
  private topSuggestions(matched: Matches, limit: number): Suggestion[] {
    const all = this.suggestions;
    /** Whether the i-th match ranks before the j-th. */
    const before = (i: number, j: number): boolean => {
      const a = all[matched.docs[i]!]!;
      const b = all[matched.docs[j]!]!;
      return (matched.cost[i]! - matched.cost[j]! || b.count - a.count || a.text.length - b.text.length || matched.docs[i]! - matched.docs[j]!) < 0;
    };
    const top: number[] = [];
    for (let i = 0; i < matched.docs.length && limit > 0; i++) {
      if (top.length === limit && !before(i, top[limit - 1]!)) continue;
      let at = top.length === limit ? limit - 1 : top.push(i) - 1;
      while (at > 0 && before(i, top[at - 1]!)) {
        top[at] = top[at - 1]!;
        at--;
      }
      top[at] = i;
    }
    return top.map((i) => all[matched.docs[i]!]!);
  }
}
