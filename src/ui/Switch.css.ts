import { style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { vars } from './theme.css.ts';

export const root = style([
  flex.cluster,
  {
    gap: vars.space.sm,
    minHeight: '44px',
    padding: 0,
    border: 0,
    background: 'none',
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    cursor: 'pointer',
  },
]);

/** Grey when off, the veg green when on. */
export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '40px',
  height: '24px',
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  selectors: { [`${root}[aria-checked="true"] &`]: { background: vars.color.veg } },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  transition: 'transform 150ms ease',
  selectors: { [`${root}[aria-checked="true"] &`]: { transform: 'translateX(16px)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
