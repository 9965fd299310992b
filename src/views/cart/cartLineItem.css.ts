import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const line = style({
  display: 'grid',
  gridTemplateColumns: '72px minmax(0, 1fr)',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': { [media.small]: { gridTemplateColumns: '72px minmax(0, 1fr) auto' } },
});

export const picture = style({
  width: '72px',
  height: '72px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
});

export const text = style([flex.stack, { alignItems: 'flex-start', gap: '2px' }]);

export const name = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const choices = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const links = style([flex.row, { gap: vars.space.xs, marginLeft: `calc(-1 * ${vars.space.sm})` }]);

export const amounts = style([
  flex.spread,
  {
    gridColumn: '2',
    gap: vars.space.md,
    '@media': {
      [media.small]: { gridColumn: '3', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'flex-start' },
    },
  },
]);

export const amount = style({ fontWeight: vars.fontWeight.bold });

/** A line the outlet no longer sells: tinted, with its note in red. */
export const unavailable = style({
  paddingLeft: vars.space.sm,
  paddingRight: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
});

export const flag = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
