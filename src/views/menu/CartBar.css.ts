import { style } from '@vanilla-extract/css';
import { media, vars } from '../../ui/theme.css.ts';

export const bar = style({
  position: 'sticky',
  bottom: vars.space.md,
  zIndex: vars.z.header,
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '48px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.success,
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  boxShadow: vars.shadow.panel,
  '@media': { [media.wide]: { display: 'none' } },
});
