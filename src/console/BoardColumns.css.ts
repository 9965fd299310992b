import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { media, vars } from '../ui/theme.css.ts';
import { pill } from './pill.css.ts';

/** Tablet and wider: the columns side by side, each scrolling on its own. */
export const grid = style([
  sprinkles({ display: 'grid', gap: 'sm' }),
  { gridTemplateColumns: 'repeat(5, minmax(180px, 1fr))', flex: 1, minHeight: 0, overflowX: 'auto' },
]);

export const column = style([
  flex.stack,
  sprinkles({ gap: 'sm', padding: 'sm' }),
  {
    minWidth: 0,
    background: vars.color.surfaceAlt,
    borderRadius: vars.radius.md,
    '@media': { [media.medium]: { minHeight: 0, overflowY: 'auto' } },
  },
]);

export const columnTitle = style([
  flex.spread,
  {
    position: 'sticky',
    top: `calc(-1 * ${vars.space.sm})`,
    zIndex: 1,
    marginTop: `calc(-1 * ${vars.space.sm})`,
    marginBottom: 0,
    paddingTop: vars.space.sm,
    paddingBottom: vars.space.xs,
    background: vars.color.surfaceAlt,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    textTransform: 'uppercase',
  },
]);

export const count = style({
  minWidth: '1.75em',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  textAlign: 'center',
});

export const empty = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/**
 * Phone: one column at a time, chosen by its tab. The tabs wrap, so that every one of them shows: in two rows at a
 * phone's width, with short names (BoardColumns.tsx) and a narrow padding.
 */
export const tabList = style([flex.row, sprinkles({ gap: 'xs', paddingBottom: 'sm', flexWrap: 'wrap' })]);

export const tab = style([
  pill,
  {
    minHeight: '40px',
    padding: `0 ${vars.space.sm}`,
    selectors: {
      '&[data-state="active"]': {
        background: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      // New orders waiting while another column is shown.
      '&[data-waiting]:not([data-state="active"])': {
        background: vars.color.brandSoft,
        borderColor: vars.color.brand,
        color: vars.color.brand,
        boxShadow: `0 0 0 2px ${vars.color.brand}`,
      },
    },
  },
]);
