import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';

export const status = style([
  flex.cluster,
  sprinkles({ gap: 'xs' }),
  { fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted },
]);

export const dot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.accent,
  selectors: { [`${status}[data-live] &`]: { background: vars.color.success } },
});

/**
 * The text over an invisible copy of the longest one (ConnectionStatus.tsx's 'Reconnecting…'), in one grid cell: its
 * width never changes. Hidden, the copy is neither seen nor read out.
 */
export const label = style({
  display: 'grid',
  '::after': { content: '"Reconnecting…"', gridArea: '1 / 1', visibility: 'hidden' },
});

export const text = style({ gridArea: '1 / 1' });
