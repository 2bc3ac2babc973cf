import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BUILT_PREFIX_MIN_TERMS, TermIndex } from './term-index.js';
import { tokenize } from './text.js';

const DOCS = ['pool pump', 'pool cleaner', 'p trap', 'pentair filter', 'sand filter', 'polaris cleaner'];
const index = () => new TermIndex(DOCS.length, (doc) => tokenize(DOCS[doc]!));
const asPairs = (list: { docs: Uint32Array; cost: Uint8Array }) => Array.from(list.docs, (doc, i) => [doc, list.cost[i]]);

describe('TermIndex prefix postings', () => {
  // One- and two-letter prefixes are merged when the index is built, longer ones on first use: both
  // must answer the same way (exact term 0, a longer term 1, documents ascending).
  it('answers a one-letter prefix with every document holding a term that starts with it', () => {
    expect(asPairs(index().postingsOf('p', true))).toEqual([[0, 1], [1, 1], [2, 0], [3, 1], [5, 1]]);
  });

  it('answers a two-letter prefix, and the same prefix as a whole word only where it is a term', () => {
    const terms = index();
    expect(asPairs(terms.postingsOf('po', true))).toEqual([[0, 1], [1, 1], [5, 1]]);
    expect(asPairs(terms.postingsOf('po', false))).toEqual([]);
    expect(asPairs(terms.postingsOf('p', false))).toEqual([[2, 0]]);
  });

  it('answers longer prefixes and typos on first use and from the memo alike', () => {
    const terms = index();
    for (let round = 0; round < 2; round++) {
      expect(asPairs(terms.postingsOf('pool', true))).toEqual([[0, 0], [1, 0]]);
      expect(asPairs(terms.postingsOf('filtr', true))).toEqual([[3, 2], [4, 2]]);
    }
  });

  it('matches every word, the last one as a prefix', () => {
    const matched = index().match(['pool', 'c'], { prefixLast: true });
    expect(Array.from(matched.docs)).toEqual([1]);
    expect(Array.from(matched.cost)).toEqual([1]);
  });

  it('merges a rare word from its few postings, and intersects it with a much longer list as with a similar one', () => {
    // 100 documents: a rare word's postings are sorted directly instead of walking a per-document table;
    // 'rare' (3) is searched for in 'pump' (100), 'common' (97) walked beside it.
    const texts = Array.from({ length: 100 }, (_, doc) => `pump ${doc === 10 || doc === 70 ? 'rare' : doc === 40 ? 'rarest' : 'common'}`);
    const terms = new TermIndex(texts.length, (doc) => tokenize(texts[doc]!));
    expect(asPairs(terms.postingsOf('rare', true))).toEqual([[10, 0], [40, 1], [70, 0]]);
    for (let round = 0; round < 2; round++) {
      const rare = terms.match(['pump', 'rare'], { prefixLast: true });
      expect(Array.from(rare.docs)).toEqual([10, 40, 70]);
      expect(Array.from(rare.cost)).toEqual([0, 1, 0]);
      const common = terms.match(['pump', 'common'], { prefixLast: false });
      expect(common.docs.length).toBe(97);
      expect(Array.from(common.cost).every((cost) => cost === 0)).toBe(true);
    }
  });

  it('answers long prefixes of many terms (sku codes of a brand), merged at build time, as a first use would', () => {
    // HAY000000, HAY000001, ...: each product's sku as a compact code and as its pieces (`hay`, `000123`),
    // as product search indexes it. `hay`, `hay0`, `hay00` and `hay000` stand for 400 terms each (merged
    // at build time), `hay0001` for 100 and `hay00012` for 10 (merged on first use); `ha` is short
    // (merged at build time whatever its size).
    const count = 3 * BUILT_PREFIX_MIN_TERMS + 16;
    const termsOf = (doc: number) => {
      const sku = `HAY${String(doc).padStart(6, '0')}`;
      return [...tokenize(`${doc % 2 === 0 ? 'hayward pump' : 'haystack filter'} ${sku}`), sku.toLowerCase()];
    };
    const built = new TermIndex(count, termsOf);
    // What a prefix stands for, worked out from the terms: 0 where one is the prefix, 1 where one starts with it.
    const expected = (prefix: string) => Array.from({ length: count }, (_, doc) => doc).flatMap((doc) => {
      const words = termsOf(doc);
      if (words.includes(prefix)) return [[doc, 0]];
      return words.some((w) => w.startsWith(prefix)) ? [[doc, 1]] : [];
    });
    // Prefixes with digits or of three letters take no typos: the whole answer is exact and prefix matches.
    for (const prefix of ['hay', 'hay0', 'hay00', 'hay000', 'hay0001', 'hay00012', 'hay000399', 'ha', '0001']) {
      expect(asPairs(built.postingsOf(prefix, true)), prefix).toEqual(expected(prefix));
    }
    expect(['hay', 'hay0', 'hay00', 'hay000', 'ha', '0', '00', '000'].filter((prefix) => !built.isBuiltPrefix(prefix))).toEqual([]);
    expect(['hay0001', 'hay00012', 'hay000399', '0001', 'hays', 'hayw', 'pump'].filter((prefix) => built.isBuiltPrefix(prefix))).toEqual([]);
    // The same text as a whole word is its own lookup.
    expect(asPairs(built.postingsOf('hay', false))).toEqual(expected('hay').filter(([, cost]) => cost === 0));
  });

  it('merges a long letter prefix of many terms at build time with its typos, as a first use would', () => {
    // `pump` stands for 26 * 26 terms (pumpaa...pumpzz): merged at build time. Four letters take one
    // typo, so its answer also holds `pumq` (a typo of the whole word, cost 2) and `pompaa` (starts
    // with a typo of it, cost 3), as the runtime lookup would give.
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const words = [...letters].flatMap((a) => [...letters].map((b) => `pump${a}${b}`));
    const texts = [...words, 'pumq', 'pompaa', 'filter'];
    const terms = new TermIndex(texts.length, (doc) => tokenize(texts[doc]!));
    expect(terms.isBuiltPrefix('pump')).toBe(true);
    const pairs = asPairs(terms.postingsOf('pump', true));
    expect(pairs).toHaveLength(words.length + 2);
    expect(pairs.slice(0, words.length).every(([, cost]) => cost === 1)).toBe(true);
    expect(pairs.slice(words.length)).toEqual([[words.length, 2], [words.length + 1, 3]]);
  });
});

describe('TermIndex merged postings', () => {
  it('gives each document holding a term of the expansion once, ascending, with the best cost of its terms', () => {
    // Few postings are merged by sorting them, many through a table of the catalogue: both must agree
    // with the plain definition, also where a document holds several terms of the expansion.
    const words = ['pump', 'pumps', 'pomp', 'pool', 'polaris', 'filter', 'filters', 'sand', 'salt', 'cell'];
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }), { minLength: 32, maxLength: 120 }),
        fc.constantFrom('p', 'pu', 'pum', 'pump', 'pumps', 'po', 'pol', 'filt', 'filters', 'sa', 'cell', 'pomp'),
        fc.boolean(),
        (texts, word, prefix) => {
          const terms = new TermIndex(texts.length, (doc) => texts[doc]!);
          const expansion = terms.expand(word, prefix);
          const expected: [number, number][] = [];
          texts.forEach((text, doc) => {
            const costs = text.filter((term) => expansion.has(term)).map((term) => expansion.get(term)!);
            if (costs.length > 0) expected.push([doc, Math.min(...costs)]);
          });
          expect(asPairs(terms.postingsOf(word, prefix))).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
