import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const banner = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.brandDark,
  border: `1px solid ${vars.color.brand}`,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
});
