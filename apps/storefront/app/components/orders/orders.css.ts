import { style, styleVariants } from '@vanilla-extract/css';
import { gridRow, vars } from '@pool/ui';
import { stackedList } from '../style-recipes';

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const filters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.md });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });

export const input = style({
  padding: vars.space.xs,
  fontSize: vars.fontSize.md,
  fontFamily: 'inherit',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  minHeight: '40px',
});

export const orderList = stackedList(vars.space.sm);

export const orderCard = style({
  ...gridRow('repeat(auto-fit, minmax(120px, 1fr))', vars.space.sm, 'center'),
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const thumbs = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap' });

export const thumb = style({ width: '48px', height: '48px', objectFit: 'contain', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });

export const label = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted, margin: 0 });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const columns = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: vars.space.md });

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, borderLeft: `2px solid ${vars.color.border}` });

export const timelineItem = style({ padding: `${vars.space.xs} ${vars.space.md}`, display: 'flex', flexDirection: 'column' });

const badgeBase = style({ display: 'inline-block', padding: `${vars.space.xs} ${vars.space.sm}`, borderRadius: vars.radius.sm, fontWeight: vars.fontWeight.medium });

/** The tracking variants of the spec, each with its colour. */
export const variantBadge = styleVariants({
  delivered: [badgeBase, { background: '#e3f4e8', color: '#1d6b35' }],
  'in transit': [badgeBase, { background: '#e4eefb', color: '#1b4f91' }],
  'on hold': [badgeBase, { background: '#fdf1dc', color: '#7a4b00' }],
  pending: [badgeBase, { background: '#eeeeee', color: '#333333' }],
  returned: [badgeBase, { background: '#efe6f7', color: '#5a2d82' }],
  warning: [badgeBase, { background: '#fde4e1', color: '#9b1c10' }],
});

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const notice = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });
