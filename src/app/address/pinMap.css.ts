import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const map = style({ width: '100%', borderRadius: vars.radius.md, overflow: 'hidden' });

export const failure = style({
  display: 'grid',
  placeItems: 'center',
  width: '100%',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.bold,
});

export const loading = style([failure, { color: vars.color.textMuted, fontWeight: vars.fontWeight.regular }]);
