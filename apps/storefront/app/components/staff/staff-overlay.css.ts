import { style } from '@vanilla-extract/css';
import { barRow, vars } from '@pool/ui';

/** The admin border while acting (spec site-shell.md 4: shown only when acting). */
export const adminBorder = style({
  position: 'fixed',
  inset: 0,
  border: `6px solid ${vars.color.danger}`,
  pointerEvents: 'none',
  zIndex: 2147483000,
});

/** The top bars (acting banner or sales bar, and 'You Are {name}' when expanded), over the page. */
export const bars = style({ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2147483001 });

/** The bars' padding: slim, over the page's own header. */
const barPadding = `${vars.space.xs} ${vars.space.md}`;

export const actingBanner = style({ ...barRow(barPadding), flexWrap: 'wrap', background: vars.color.danger, color: '#fff', fontWeight: vars.fontWeight.bold });

export const salesBar = style({ ...barRow(barPadding), justifyContent: 'space-between', background: vars.color.text, color: vars.color.surface, fontSize: vars.fontSize.sm });

export const topBar = style({ padding: barPadding, background: vars.color.warning, color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const toggle = style({
  position: 'fixed',
  left: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: 2147483002,
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  border: 'none',
  background: vars.color.danger,
  color: '#fff',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});

export const panel = style({
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 2147483001,
  maxHeight: '60vh',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))',
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} 56px`,
  background: vars.color.surface,
  borderTop: `3px solid ${vars.color.danger}`,
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
});

export const section = style({ display: 'grid', gap: vars.space.xs, alignContent: 'start' });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.xs });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const error = style({ color: vars.color.danger });

export const mono = style({ fontFamily: 'monospace' });
