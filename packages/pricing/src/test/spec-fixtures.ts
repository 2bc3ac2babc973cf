/**
 * Test fixture: the spec's lists for pricing (spec shopping.md), copied letter for letter. The tests
 * compare the package's constants against these, so a constant that drifts from the spec fails; change
 * a list here only when the spec changes it.
 */

/** The nine badge types of section 3 ("Badge types"), in the spec's order. */
export const SPEC_BADGE_TYPES = [
  'current_item',
  'perfect_rating',
  'out_of_stock',
  'free_shipping',
  'new_item',
  'on_sale',
  'hot_item',
  'diagram',
  'generic',
];
