import { style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { sprinkles } from './sprinkles.css.ts';

/** The whole screen, in which react-hot-toast places its toasts. */
export const wholeScreen = style({ inset: 0, width: 'auto', height: 'auto' });

/** A toast's words, and its button beside them (PlacedToaster.tsx: showActionNote). */
export const actionNote = style([flex.spread, sprinkles({ gap: 'md' })]);
