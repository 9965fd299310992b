import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const who = style([flex.stack, { gap: vars.space.xs, color: vars.color.textMuted }]);

export const name = style({ color: vars.color.text, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const wallet = style([
  flex.spread,
  {
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    background: vars.color.brandSoft,
    fontWeight: vars.fontWeight.medium,
  },
]);

export const balance = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const links = style({ listStyle: 'none', margin: 0, padding: 0 });

export const link = style({
  display: 'block',
  padding: `${vars.space.md} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.brand } },
});
