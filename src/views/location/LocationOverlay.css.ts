import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.overlay,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
});

export const status = style({
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.panel,
  fontWeight: vars.fontWeight.medium,
});
