import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

/** The menu, with the cart beside it from 992 px. */
export const page = style([
  pageGrid,
  {
    '@media': {
      [media.wide]: {
        gridTemplateColumns: 'minmax(0, 1fr) 320px',
        padding: `${vars.space.lg} ${vars.space.lg} ${vars.space.xl}`,
      },
    },
  },
]);

export const main = style([flex.stack, { gap: vars.space.md, minWidth: 0 }]);

export const toolbar = style([
  flex.spread,
  {
    gap: vars.space.md,
  },
]);

export const title = style({ fontSize: vars.fontSize.xl });

/** The veg-only switch and the Filters button, side by side. */
export const filters = style([flex.cluster, { gap: vars.space.md }]);
