import type { TypeaheadView } from '@pool/api-contract';

/**
 * What the search dropdown receives from `/resources/typeahead` (routes/catalogue/search/typeahead/route.ts):
 * the text searched (`q`, trimmed and cut as the route did) with the BFF's typeahead for it, or `null` when it
 * failed (the dropdown says nothing). The dropdown uses an answer only for the text it was asked for.
 */
export interface TypeaheadData {
  q: string;
  result: TypeaheadView | null;
}
