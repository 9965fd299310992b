import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const bar = style([
  flex.spread,
  {
    position: 'sticky',
    bottom: vars.space.md,
    zIndex: vars.z.header,
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
  },
]);
