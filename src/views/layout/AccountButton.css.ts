import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const account = style({ flexDirection: 'column', alignItems: 'flex-start', gap: 0, lineHeight: 1.25 });

export const name = style({
  maxWidth: '12ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  color: vars.color.brand,
  fontSize: vars.fontSize.sm,
});
