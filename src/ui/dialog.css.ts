import { keyframes, style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { iconButton } from './iconButton.css.ts';
import { sprinkles } from './sprinkles.css.ts';
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

/** The panel or the modal itself, over the dim layer; where it stands and how it comes in are its own. */
export const surface = style([
  flex.stack,
  {
    position: 'fixed',
    background: vars.color.surface,
    boxShadow: vars.shadow.panel,
    zIndex: vars.z.panel,
    ':focus': { outline: 'none' },
  },
]);

/** The header's and the footer's padding, in line with the body's sides. */
const band = sprinkles({ paddingY: 'md', paddingX: 'lg' });

export const header = style([
  flex.spread,
  band,
  sprinkles({ gap: 'md' }),
  // As tall with the close button as without it.
  { minHeight: '72px', borderBottom: `1px solid ${vars.color.border}` },
]);

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const closeButton = iconButton({ tone: 'plain' });

export const body = style({ padding: vars.space.lg, overflowY: 'auto', flex: 1 });

export const footer = style([
  flex.row,
  band,
  sprinkles({ justifyContent: 'flex-end', gap: 'sm' }),
  { borderTop: `1px solid ${vars.color.border}` },
]);
