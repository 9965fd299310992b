import { style } from '@vanilla-extract/css';
import { cardPicture, pictureCard } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const section = style([flex.stack, { gap: vars.space.md, minWidth: 0 }]);

export const heading = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

const list = { margin: 0, padding: 0, listStyle: 'none' } as const;

export const grid = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.md,
});

export const carousel = style(list);

export const tile = pictureCard;

export const picture = style([cardPicture, { aspectRatio: '4 / 3' }]);

export const body = style([flex.stack, sprinkles({ alignItems: 'flex-start', gap: 'xs', padding: 'sm' }), { flex: 1 }]);

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const footer = style([
  flex.spread,
  sprinkles({ flexWrap: 'wrap', gap: 'xs' }),
  { width: '100%', marginTop: 'auto' },
]);

export const price = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

/** The stand-in row: one tile, two from 340 px, three from 576 px, the grid's four from the wide layout. */
export const placeholders = style({
  ...list,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '12px',
  '@media': {
    '(min-width: 340px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    '(min-width: 576px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '16px' },
    [media.wide]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space.md },
  },
});

/** Stand-ins past the row's width are not shown. */
export const placeholderSlot = style({
  selectors: {
    '&:nth-child(n + 2)': { display: 'none' },
  },
  '@media': {
    '(min-width: 340px)': { selectors: { '&:nth-child(2)': { display: 'block' } } },
    '(min-width: 576px)': { selectors: { '&:nth-child(3)': { display: 'block' } } },
    [media.wide]: { selectors: { '&:nth-child(4)': { display: 'block' } } },
  },
});

export const placeholderLine = style({ width: '80%', height: '1.2em' });

export const placeholderButton = style({ width: '64px', height: '32px', marginTop: 'auto' });
