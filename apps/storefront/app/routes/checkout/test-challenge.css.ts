import { style } from '@vanilla-extract/css';
import { vars } from '@pool/ui';

/** The test processor's 3-D Secure dialog: dimmed page behind, the bank's page framed in front. */
export const challengeOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 70,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.md,
  background: 'rgba(15, 23, 42, 0.6)',
});

export const challengeModal = style({
  width: 'min(100%, 520px)',
  maxHeight: 'calc(100vh - 32px)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: '0 16px 48px rgba(15, 23, 42, 0.3)',
});

export const challengeDialog = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.lg, outline: 'none' });

export const challengeHeader = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.md });

export const challengeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

/** The bank's page: its own document, sized for its text and two buttons. */
export const challengeFrame = style({ width: '100%', height: '320px', border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
