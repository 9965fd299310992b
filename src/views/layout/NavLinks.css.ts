import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const list = style([flex.cluster, sprinkles({ gap: 'xs', flexWrap: 'wrap' })]);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceAlt, color: vars.color.brand },
});

export const active = style({ color: vars.color.brand, boxShadow: `inset 0 -2px 0 ${vars.color.brand}` });

export const stackedList = style([flex.stack, sprinkles({ gap: 'xs' })]);
