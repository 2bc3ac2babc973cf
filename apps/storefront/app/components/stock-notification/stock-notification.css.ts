import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';
import { framedStack } from '../layout.css';

export const box = framedStack;

export const boxTitle = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const row = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm, flexWrap: 'wrap' });

export const error = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });
