import { style } from '@vanilla-extract/css';
import { media, vars } from '@pool/ui';

export const accountPage = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, paddingBlock: vars.space.lg, minWidth: 0 });
export const accountSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const cardGrid = style({
  listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});
export const card = style({
  display: 'flex', flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md,
  border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md,
});
export const cardActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });
export const formStack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '640px' });
export const fieldPair = style({ display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } } });
export const fieldTriple = style({ display: 'grid', gap: vars.space.md, '@media': { [media.md]: { gridTemplateColumns: '2fr 1fr 1fr' } } });
export const checkboxRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'center', minHeight: '44px' });
export const statusText = style({ margin: 0, color: vars.color.textMuted });
export const formMessage = style({ margin: 0, color: vars.color.danger });
export const defaultTag = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.brand });
