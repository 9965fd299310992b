import { style } from '@vanilla-extract/css';
import { vars } from '../../ui/theme.css.ts';

export const app = style({ flex: 1, display: 'flex', flexDirection: 'column' });

export const content = style({ flex: 1, display: 'flex', flexDirection: 'column', ':focus': { outline: 'none' } });

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.z.toast,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.bold,
  borderRadius: vars.radius.md,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
});
