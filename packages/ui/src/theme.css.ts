import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './tokens.css';

/**
 * The store's default theme: fills the token contract on `:root` and sets a small base style.
 * Colours are chosen for at least 4.5:1 contrast against their usual background.
 */
createGlobalTheme(':root', vars, {
  color: {
    brand: '#005a9c',
    brandStrong: '#00406f',
    onBrand: '#ffffff',
    accent: '#c2002f',
    text: '#1a1f24',
    textMuted: '#535e69',
    surface: '#ffffff',
    surfaceMuted: '#f2f5f7',
    border: '#cfd7de',
    success: '#1b6f35',
    danger: '#b3261e',
    warning: '#7a4f00',
    focus: '#1a73e8',
    overlay: 'rgba(16, 24, 32, 0.55)',
    star: '#b86e00',
    starEmpty: '#c9d0d6',
  },
  space: { none: '0', xxs: '2px', xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px', xxxl: '48px' },
  radius: { sm: '4px', md: '8px', lg: '12px', full: '9999px' },
  font: { body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  fontSize: { xs: '12px', sm: '14px', md: '16px', lg: '18px', xl: '22px', xxl: '28px', xxxl: '36px' },
  fontWeight: { regular: '400', medium: '500', bold: '700' },
  lineHeight: { tight: '1.2', normal: '1.5' },
  shadow: { sm: '0 1px 2px rgba(0,0,0,0.08)', lg: '0 8px 32px rgba(0,0,0,0.2)' },
  zIndex: { header: '10', overlay: '100', drawer: '110', toast: '200' },
  duration: { slide: '0.3s', fade: '0.2s' },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.surface,
});
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle(':focus-visible', { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' });
globalStyle('*', {
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' } },
});
