import { layer, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as flex from './flex.css.ts';
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

/** A bordered box on the surface: a whole page's content (`lg`) or one box of a side column (`sm`). */
export const box = recipe({
  base: [
    flex.stack,
    { border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.lg, background: vars.color.surface },
  ],
  variants: {
    size: {
      sm: { gap: vars.space.sm, padding: vars.space.md },
      lg: { gap: vars.space.lg, padding: vars.space.lg },
    },
  },
});

/** A page's content in one card: the account pages, the order result pages. */
export const card = box({ size: 'lg' });

/** A page's heading, the first line of its card on the account pages. */
export const title = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });
