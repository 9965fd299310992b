import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const loading = style({
  flex: 1,
  display: 'grid',
  placeItems: 'center',
  minHeight: '50vh',
  color: vars.color.textMuted,
});
