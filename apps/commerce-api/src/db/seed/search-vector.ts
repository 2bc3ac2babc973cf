/**
 * The seed's own copy of `product_search_vector()` (migration 0025, docs/decisions/0062 and 0074): the
 * weighted search vector of a product, as the text PostgreSQL reads a `tsvector` from, so the bulk load
 * sends it in the COPY stream instead of running the row trigger (regular expressions and `to_tsvector`
 * three times a row: most of a million products' seed). It covers only what it can split exactly as
 * the database does: printable ASCII texts, whose words are letters or digits (`search_words`), and
 * compact codes that start with a letter or are digits alone (one token of PostgreSQL's parser). Anything
 * else gives null, and the seed lets the database's function compute that row. The seed checks a
 * sample of rows against the function after the load, and a test compares tricky texts on PostgreSQL.
 */

/** PostgreSQL's limits: a position's largest value, positions kept a lexeme, a lexeme's length. */
const MAX_POSITION = 16_383;
const MAX_POSITIONS_A_LEXEME = 256;
const MAX_LEXEME_BYTES = 2_046;

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export interface VectorSource {
  title: string;
  mpn: string;
  sku: string;
  shortDescription?: string | null;
  description?: string | null;
}

export interface SeedVector {
  /** The `tsvector` literal: `'word':1A,4B 'other':2C`. */
  vector: string;
  /** Its typo-vocabulary words (`add_search_terms()`): weights A and B, three letters or more, no digit. */
  terms: string[];
}

/** `search_words()`: letter/digit boundaries split, every other character a space, lower case. */
function searchWords(text: string): string[] {
  return text.replace(/([A-Za-z])([0-9])/g, '$1 $2').replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/[^A-Za-z0-9]+/g, ' ').toLowerCase().split(' ').filter((word) => word !== '');
}

/** `lower(compact_code())` as one parser token, or undefined when the parser might split or reclassify it. */
function compactToken(code: string): string[] | undefined {
  const compact = code.replace(/[^A-Za-z0-9]+/g, '').toLowerCase();
  if (compact === '') return [];
  return /^[a-z]/.test(compact) || /^[0-9]+$/.test(compact) ? [compact] : undefined;
}

/** The vector of a product with its brand's name (null: no brand), or null when only the database can say. */
export function productSearchVector(product: VectorSource, brand: string | null): SeedVector | null {
  const { title, mpn, sku, shortDescription, description } = product;
  const texts = [title, mpn, sku, shortDescription, description, brand ?? ''];
  // A null text makes the database's whole vector null; a non-ASCII one is split by its locale.
  if (texts.some((text) => typeof text !== 'string' || !PRINTABLE_ASCII.test(text))) return null;
  const mpnCode = compactToken(mpn);
  const skuCode = compactToken(sku);
  if (!mpnCode || !skuCode) return null;
  const parts: [string, string[]][] = [
    ['A', searchWords(title)],
    ['B', [...searchWords(`${brand ?? ''} ${mpn} ${sku}`), ...mpnCode, ...skuCode]],
    ['C', searchWords(`${shortDescription} ${description}`)],
  ];
  // Concatenated vectors number on from the previous part's last position: one sequence in all.
  const positions = new Map<string, string[]>();
  const terms = new Set<string>();
  let position = 0;
  for (const [weight, words] of parts) {
    for (const word of words) {
      position += 1;
      if (position > MAX_POSITION || word.length > MAX_LEXEME_BYTES) return null;
      const list = positions.get(word) ?? positions.set(word, []).get(word)!;
      if (list.length >= MAX_POSITIONS_A_LEXEME) return null;
      list.push(`${position}${weight}`);
      if (weight !== 'C' && word.length >= 3 && !/[0-9]/.test(word)) terms.add(word);
    }
  }
  const vector = [...positions].map(([word, list]) => `'${word}':${list.join(',')}`).join(' ');
  return { vector, terms: [...terms] };
}
