import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';

export const searchRow = style([flex.row, sprinkles({ gap: 'sm' })]);
