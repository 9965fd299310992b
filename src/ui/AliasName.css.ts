import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const alias = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
});
