import { style } from '@vanilla-extract/css';
import { gridRow, vars } from '@pool/ui';
import { stackedList } from '../style-recipes';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = stackedList(vars.space.sm);

export const line = style({
  ...gridRow('56px 1fr', vars.space.sm, 'start'),
  paddingBottom: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const lineImage = style({ width: '56px', height: '56px', objectFit: 'contain' });

export const lineBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const lineName = style({ fontWeight: vars.fontWeight.medium, color: vars.color.text });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const quantityInput = style({
  width: '4em',
  padding: vars.space.xs,
  textAlign: 'center',
  fontSize: vars.fontSize.md,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
});

/** The general message under the submit button (spec shopping.md 8). */
export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });


export const table = style({ width: '100%', borderCollapse: 'collapse' });

export const cell = style({ padding: vars.space.sm, borderBottom: `1px solid ${vars.color.border}`, textAlign: 'left' });
