import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/** An offer code as printed on a coupon: dashed, in the brand colour, spaced out. */
export const codeChip = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  border: `1px dashed ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.05em',
});
