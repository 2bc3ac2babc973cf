import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 60,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: 'rgba(15, 23, 42, 0.55)',
  animation: `${fadeIn} 150ms ease-out`,
});

export const modal = style({
  width: 'min(100%, 480px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 16px 48px rgba(15, 23, 42, 0.3)',
});

export const dialog = style({ padding: vars.space.lg, outline: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, maxWidth: '480px' });

/** The server's message, in red above the send button (spec shopping.md section 2). */
export const formError = style({ margin: 0, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const success = style({ margin: 0, color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const headerButton = style({ display: 'inline-flex' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.text });
