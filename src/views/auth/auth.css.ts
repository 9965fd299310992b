import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const strong = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

export const switchRow = style({ fontSize: vars.fontSize.sm, textAlign: 'center' });

export const resendRow = style([
  flex.spread,
  {
    fontSize: vars.fontSize.sm,
  },
]);
