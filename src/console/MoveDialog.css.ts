import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';

export const quick = style([
  flex.cluster,
  sprinkles({ gap: 'sm', flexWrap: 'wrap' }),
  { margin: 0, padding: 0, border: 'none' },
]);
