import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';

/** Tablet and wider: the columns side by side, each scrolling on its own. */
export const grid = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  { gridTemplateColumns: 'repeat(5, minmax(180px, 1fr))', alignItems: 'start', overflowX: 'auto' },
]);

export const column = style([
  flex.stack,
  sprinkles({ gap: 'sm', padding: 'sm' }),
  { minWidth: 0, background: vars.color.surfaceAlt, borderRadius: vars.radius.md },
]);

export const columnTitle = style([
  flex.spread,
  { margin: 0, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold, textTransform: 'uppercase' },
]);

export const count = style({
  minWidth: '1.75em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  textAlign: 'center',
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Phone: one column at a time, chosen by its tab. */
export const tabList = style([
  flex.row,
  sprinkles({ gap: 'xs', paddingBottom: 'sm' }),
  { overflowX: 'auto', scrollbarWidth: 'none' },
]);

export const tab = style({
  flexShrink: 0,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
    },
  },
});
