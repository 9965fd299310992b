import { globalStyle, style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const section = style([flex.stack, { gap: vars.space.sm }]);

export const head = style([
  flex.spread,
  {
    gap: vars.space.md,
  },
]);

export const arrows = style([flex.row, { gap: vars.space.sm }]);

export const arrow = style({
  width: '36px',
  height: '36px',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  selectors: {
    '&:hover': { borderColor: vars.color.brand, color: vars.color.brand },
  },
});

export const strip = style([
  flex.row,
  {
    listStyle: 'none',
    margin: 0,
    padding: `${vars.space.xs} 0 ${vars.space.sm}`,
    gap: vars.space.md,
    overflowX: 'auto',
    scrollSnapType: 'x proximity',
    scrollbarWidth: 'none',
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
  },
]);

export const item = style({ flex: '0 0 auto', scrollSnapAlign: 'start' });

export const link = style([
  flex.stack,
  {
    alignItems: 'center',
    gap: vars.space.xs,
    width: '96px',
    color: vars.color.text,
    textDecoration: 'none',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    textAlign: 'center',
    borderRadius: vars.radius.md,
    '@media': { [media.medium]: { width: '128px', fontSize: vars.fontSize.md } },
  },
]);

export const image = style({
  width: '88px',
  height: '88px',
  objectFit: 'cover',
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceAlt,
  transition: 'transform 150ms ease',
  '@media': { [media.medium]: { width: '112px', height: '112px' } },
});

/** Two lines for every name, one or two long: the strip is as high before the names arrive as after. */
export const name = style({ display: 'block', width: '100%', lineHeight: 1.3, minHeight: '2.6em' });

/** A name's line while the names load. */
export const placeholderName = style({ display: 'block', width: '70%', height: '1.3em', margin: '0 auto' });

globalStyle(`${link}:hover ${image}`, { transform: 'scale(1.05)' });
