import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const notice = style([
  flex.stack,
  bordered({ fill: 'alt' }),
  sprinkles({ gap: 'sm', padding: 'md', fontSize: 'sm' }),
]);

export const reason = style({ fontWeight: vars.fontWeight.bold, color: vars.color.danger });
