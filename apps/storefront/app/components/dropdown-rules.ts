import { breakpoints } from '@pool/ui';

/**
 * Where a dropdown offers a search box (spec site-shell.md: 'the search box in a dropdown appears only
 * at widths of at least 768 px'); narrower, it is a plain picker.
 */
export const SEARCHABLE_DROPDOWN_QUERY = `(min-width: ${breakpoints.md}px)`;

/** A dropdown list's height class: `compact` for short lists, `tall` for long ones. */
export type DropdownSize = 'compact' | 'tall';

/** The item count above which a dropdown's list is taller. */
const COMPACT_MAX_ITEMS = 12;

/**
 * The height of a dropdown's list from the number of items it holds (spec: 'fewer than 12 items is
 * compact; more than 12 is taller'). The spec leaves exactly 12 open; it stays compact, as only
 * 'more than 12' asks for the taller list.
 *
 * @example
 * ```ts
 * dropdownSize(5); // 'compact'
 * dropdownSize(13); // 'tall'
 * ```
 */
export function dropdownSize(itemCount: number): DropdownSize {
  return itemCount > COMPACT_MAX_ITEMS ? 'tall' : 'compact';
}

/**
 * Whether a dropdown item's name matches what was typed in its search box: case-insensitive, anywhere
 * in the name (spec: 'search inside a dropdown is case-insensitive'); blank text matches everything.
 *
 * @example
 * ```ts
 * matchesSearch('Hayward', 'WARD'); // true
 * matchesSearch('Pentair', 'ward'); // false
 * ```
 */
export function matchesSearch(name: string, text: string): boolean {
  const wanted = text.trim().toLocaleLowerCase('en-US');
  return wanted === '' || name.toLocaleLowerCase('en-US').includes(wanted);
}
