import { style } from '@vanilla-extract/css';
import * as flex from '../../src/ui/flex.css.ts';
import { vars } from '../../src/ui/theme.css.ts';
import { withList } from './breakpoints.ts';

export const picker = style([
  flex.stack,
  {
    gap: vars.space.xs,
    '@media': { [withList]: { display: 'none' } },
  },
]);

export const list = style({
  display: 'none',
  '@media': { [withList]: { display: 'block' } },
});

export const item = style([
  flex.stack,
  {
    gap: '2px',
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderLeft: '3px solid transparent',
    borderRadius: vars.radius.sm,
    textDecoration: 'none',
    color: vars.color.text,
    selectors: {
      '&:hover': { background: vars.color.surfaceAlt },
      '&[aria-current="page"]': { background: vars.color.brandSoft, borderLeftColor: vars.color.brand },
    },
  },
]);

export const title = style([
  flex.spread,
  {
    gap: vars.space.sm,
    fontWeight: vars.fontWeight.bold,
    fontSize: vars.fontSize.sm,
  },
]);

export const live = style({
  flexShrink: 0,
  padding: '0 6px',
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: vars.color.onBrand,
  fontSize: vars.fontSize.xs,
});

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, lineHeight: 1.4 });
