import { keyframes, style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { iconButton } from './iconButton.css.ts';
import { vars } from './theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

/** The dim layer behind every panel and modal. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.overlay,
  zIndex: vars.z.panel,
  animation: `${fadeIn} 150ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const header = style([
  flex.spread,
  {
    gap: vars.space.md,
    // As tall with the close button as without it.
    minHeight: '72px',
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const closeButton = iconButton({ tone: 'plain' });

export const body = style({ padding: vars.space.lg, overflowY: 'auto', flex: 1 });

export const footer = style([
  flex.row,
  {
    justifyContent: 'flex-end',
    gap: vars.space.sm,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);
