import type { TypeaheadView } from '@pool/api-contract';

/** What the search dropdown receives from `/resources/typeahead` (routes/catalogue/search/typeahead/route.ts): the BFF's typeahead, or `null` when it failed (the dropdown says nothing). */
export type TypeaheadData = TypeaheadView | null;
