import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

export const notAvailable = style({
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
});

export const add = style({ minWidth: '88px' });
