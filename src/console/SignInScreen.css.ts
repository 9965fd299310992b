import { style } from '@vanilla-extract/css';
import { bordered } from '../ui/bordered.css.ts';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';

export const screen = style([
  flex.center,
  sprinkles({ padding: 'md' }),
  { minHeight: '100dvh', background: vars.color.surfaceAlt },
]);

export const card = style([
  flex.stack,
  bordered({ radius: 'lg', fill: 'surface' }),
  sprinkles({ gap: 'md', padding: 'lg' }),
  { width: '100%', maxWidth: '400px', boxShadow: vars.shadow.card },
]);

export const brand = style({ color: vars.color.brand, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.bold });

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const row = style([flex.spread, sprinkles({ gap: 'sm' }), { fontSize: vars.fontSize.sm }]);
