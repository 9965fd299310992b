import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

export const inner = style({
  display: 'grid',
  alignItems: 'center',
  gap: `${vars.space.sm} ${vars.space.md}`,
  maxWidth: vars.layout.maxWidth,
  margin: '0 auto',
  padding: `${vars.space.sm} ${vars.space.md}`,
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  gridTemplateAreas: '"logo outlet toggle" "search search search"',
  '@media': {
    [media.wide]: {
      gap: `${vars.space.xs} ${vars.space.lg}`,
      padding: `${vars.space.sm} ${vars.space.lg} 0`,
      gridTemplateColumns: 'auto auto minmax(0, 220px) minmax(240px, 1fr) auto',
      gridTemplateAreas: '"logo type outlet search account" "nav nav nav nav nav"',
    },
  },
});

/** A flex row shown on wide screens only. */
const wideOnly = sprinkles({ display: { mobile: 'none', wide: 'flex' } });

export const logo = style({ gridArea: 'logo' });

export const outlet = style([flex.row, { gridArea: 'outlet', minWidth: 0 }]);

export const search = style({ gridArea: 'search', minWidth: 0 });

export const orderType = style([wideOnly, { gridArea: 'type' }]);

export const account = style([wideOnly, { gridArea: 'account', justifyContent: 'flex-end' }]);

export const nav = style([
  wideOnly,
  {
    gridArea: 'nav',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    padding: `${vars.space.xs} 0 ${vars.space.sm}`,
    borderTop: `1px solid ${vars.color.border}`,
  },
]);

export const menuToggle = style([
  flex.row,
  {
    gridArea: 'toggle',
    '@media': { [media.wide]: { display: 'none' } },
  },
]);
