import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const carousel = style({ position: 'relative' });

export const track = style({ borderRadius: vars.radius.lg });

export const picture = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '8 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  '@media': { [media.wide]: { aspectRatio: '3 / 1' } },
});

export const dots = style([flex.row, sprinkles({ justifyContent: 'center', gap: 'xs', marginTop: 'sm' })]);

export const dot = style({
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '::before': {
    content: '""',
    width: '10px',
    height: '10px',
    borderRadius: vars.radius.pill,
    background: vars.color.border,
    transition: 'background 150ms ease, width 150ms ease',
  },
  selectors: {
    '&[aria-current="true"]::before': { background: vars.color.brand, width: '20px' },
  },
});
