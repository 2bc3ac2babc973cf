import { vars } from './tokens.css';

/**
 * Shapes that many of the store's styles share, as plain style objects to spread into `style()` or
 * `recipe()` next to what a style adds of its own. Each names one recurring look, so that a new
 * style says which look it takes instead of writing its properties out again.
 *
 * @example
 * ```ts
 * export const chip = style({ ...tapRow('32px'), ...outlinedLink(vars.radius.full), gap: vars.space.xs });
 * ```
 */

/** A row whose content is centred across, at least `minHeight` tall (44px: a finger's tap), `paddingInline` at each side. */
export function tapRow(minHeight = '44px', paddingInline: string = vars.space.md, display: 'flex' | 'inline-flex' = 'inline-flex') {
  return { display, alignItems: 'center', minHeight, padding: `0 ${paddingInline}` } as const;
}

/** A link drawn as an outlined box: the border, its rounding, the text's colour and no underline. */
export function outlinedLink(borderRadius: string = vars.radius.md, color: string = vars.color.text) {
  return { border: `1px solid ${vars.color.border}`, borderRadius, color, textDecoration: 'none' } as const;
}

/** A grid row of `columns` (a list's line: image, body, total), its cells `gap` apart and aligned `alignItems`. */
export function gridRow(gridTemplateColumns: string, gap: string, alignItems: 'start' | 'center') {
  return { display: 'grid', gridTemplateColumns, gap, alignItems } as const;
}

/** A bordered box of stacked content, its blocks `gap` apart and `padding` inside the border. */
export function framedColumn(gap: string, padding: string) {
  return { display: 'flex', flexDirection: 'column', gap, padding, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md } as const;
}

/** A panel raised over the page (a popover, a suggestions panel): the surface, its border and rounding, and the large shadow. */
export function raisedPanel() {
  return { background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, boxShadow: vars.shadow.lg } as const;
}

/**
 * A recipe's variants that each set one `property`: `variantsOf('background', { info: vars.color.brand })`
 * is `{ info: { background: vars.color.brand } }`.
 */
export function variantsOf<P extends string, K extends string>(property: P, values: Record<K, string>): Record<K, Record<P, string>> {
  const entries = Object.entries<string>(values).map(([name, value]) => [name, { [property]: value }]);
  return Object.fromEntries(entries) as Record<K, Record<P, string>>;
}

/** A bar: one line of items centred across, `vars.space.sm` apart, `padding` inside (a drawer's header, the staff bars). */
export function barRow(padding: string) {
  return { display: 'flex', alignItems: 'center', gap: vars.space.sm, padding } as const;
}
