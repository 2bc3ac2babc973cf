import type { SearchEngine } from './engine.js';
import { compactCode } from './text.js';

/** Longest part of a title the warm-up types: the words a shopper types before picking a suggestion. */
const TITLE_CHARS = 24;

/** A title with two neighbouring letters of its longest word swapped (`pmup`): the typo lookups. */
export function withTypo(title: string): string {
  const words = title.split(' ');
  const longest = words.reduce((best, word, i) => (word.length > words[best]!.length ? i : best), 0);
  const word = words[longest]!;
  if (word.length < 4) return title;
  const at = word.length >> 1;
  words[longest] = `${word.slice(0, at - 1)}${word[at]}${word[at - 1]}${word.slice(at + 1)}`;
  return words.join(' ');
}

/**
 * What the start-up warm-up types into the search box, keystroke by keystroke, up to `count` texts:
 * the best-rated products' titles, the same with a typo, and their part numbers with and without
 * separators. Real words of this catalogue, so the requests take every path of a shopper's
 * keystroke: prefixes, whole words, typos, part numbers, suggestions.
 */
export async function typeaheadWarmUpTexts(engine: Pick<SearchEngine, 'search'>, count: number): Promise<string[]> {
  const texts: string[] = [];
  const seen = new Set<string>();
  const type = (text: string) => {
    for (let i = 1; i <= text.length && texts.length < count; i++) {
      const typed = text.slice(0, i);
      if (typed.trim() === '' || seen.has(typed)) continue;
      seen.add(typed);
      texts.push(typed);
    }
  };
  for (let page = 1, pages = 1; page <= pages && texts.length < count; page++) {
    const result = await engine.search({ f: [], sort: 'rating', page, per_page: 100 });
    pages = Math.ceil(result.total / 100);
    for (const product of result.hits) {
      const title = product.title.slice(0, TITLE_CHARS);
      type(title);
      type(withTypo(title));
      type(product.mpn);
      type(compactCode(product.mpn));
    }
  }
  return texts;
}

/** The request the BFF makes for a text: the dropdown's six products and eight suggestions. */
export const typeaheadPath = (text: string): string => `/search/typeahead?${new URLSearchParams({ q: text, products: '6', suggestions: '8' })}`;
