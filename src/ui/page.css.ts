import { layer, style } from '@vanilla-extract/css';
import { bordered } from './bordered.css.ts';
import * as flex from './flex.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

// Pages compose pageGrid and override it; their CSS may load before this file's (lazy chunks), so the
// grid sits in a cascade layer, which any unlayered rule of a page outranks whatever the order.
const base = layer('pageGrid');

/** A page's main area: centred, at most the layout's width, its columns set by the page from a breakpoint on. */
export const pageGrid = style({
  '@layer': {
    [base]: {
      width: '100%',
      maxWidth: vars.layout.maxWidth,
      margin: '0 auto',
      padding: `${vars.space.md} ${vars.space.md} ${vars.space.xl}`,
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      alignItems: 'start',
      gap: vars.space.lg,
    },
  },
});

/** A bordered box on the surface, a whole page's content or one box of a side column. */
export const box = style([flex.stack, bordered({ radius: 'lg', fill: 'surface' })]);

/** A page's content in one card: the account pages, the order result pages. */
export const card = style([box, sprinkles({ gap: 'lg', padding: 'lg' })]);

/** A page's heading, the first line of its card on the account pages. */
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
