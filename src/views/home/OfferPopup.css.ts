import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const picture = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const text = style({ marginTop: vars.space.md, color: vars.color.textMuted });
