import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const strip = style([
  flex.row,
  {
    gap: vars.space.sm,
    overflowX: 'auto',
    padding: `${vars.space.xs} 0`,
    scrollbarWidth: 'none',
    selectors: { '&::-webkit-scrollbar': { display: 'none' } },
    // Phones swipe the strip; wide screens show every chip.
    '@media': { [media.wide]: { flexWrap: 'wrap', overflowX: 'visible' } },
  },
]);

export const chip = style({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} ${vars.space.xs}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: vars.color.brand },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.fontWeight.bold,
    },
  },
});

export const placeholder = style({ width: '120px', borderColor: 'transparent' });

export const textOnly = style({ paddingLeft: vars.space.md });

export const thumb = style({ width: '30px', height: '30px', borderRadius: vars.radius.pill, objectFit: 'cover' });
