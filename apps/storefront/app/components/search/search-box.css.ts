import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

export const search = style({ gridArea: 'search', display: 'flex', width: '100%', maxWidth: '640px', justifySelf: 'center', position: 'relative' });
export const searchInput = style({
  flex: '1 1 auto',
  minWidth: 0,
  minHeight: '44px',
  padding: `0 ${vars.space.md}`,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.border}`,
  borderRight: 0,
  borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
  color: vars.color.text,
});
export const searchButton = style({
  minHeight: '44px',
  padding: `0 ${vars.space.lg}`,
  border: 0,
  borderRadius: `0 ${vars.radius.md} ${vars.radius.md} 0`,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
});
