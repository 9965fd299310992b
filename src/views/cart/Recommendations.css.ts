import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
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

export const tile = style([
  flex.stack,
  {
    height: '100%',
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
  },
]);

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
});

export const body = style([
  flex.stack,
  {
    alignItems: 'flex-start',
    gap: vars.space.xs,
    flex: 1,
    padding: vars.space.sm,
  },
]);

export const name = style({ fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const footer = style([
  flex.spread,
  {
    flexWrap: 'wrap',
    gap: vars.space.xs,
    width: '100%',
    marginTop: 'auto',
  },
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
