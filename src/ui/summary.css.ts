import { globalStyle, style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { box as pageBox } from './page.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

/** The boxes of a side column: the cart's restaurant, coupon and price details, the blog's side boxes. */
export const box = style([pageBox, sprinkles({ gap: 'sm', padding: 'md' })]);

export const heading = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const rows = style([flex.stack, { gap: vars.space.sm, margin: 0 }]);

export const row = style([flex.row, { justifyContent: 'space-between', gap: vars.space.md }]);

globalStyle(`${row} > dd`, { margin: 0, whiteSpace: 'nowrap' });

/** A label keeps to one line; a long value (an address) wraps beside it. */
globalStyle(`${row} > dt`, { whiteSpace: 'nowrap' });

export const saving = style({ color: vars.color.success });

export const total = style({
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
});

export const applied = style([
  flex.spread,
  {
    gap: vars.space.sm,
  },
]);
