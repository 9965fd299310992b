import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid, { gap: vars.space.md }]);

export const back = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold, textDecoration: 'none' });

export { title } from '../../ui/page.css.ts';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.lg,
  '@media': { [media.wide]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});

export const items = style([flex.stack, { gap: vars.space.xl, minWidth: 0 }]);

export const itemsHeader = style([flex.spread]);

export const sectionHeading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const lines = style({ margin: 0, padding: 0, listStyle: 'none' });

export const side = style([
  flex.stack,
  {
    gap: vars.space.md,
    transition: 'opacity 120ms',
    selectors: { '&[aria-busy="true"]': { opacity: 0.7 } },
    '@media': { [media.wide]: { position: 'sticky', top: '124px' } },
  },
]);
