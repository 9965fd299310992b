import { style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * A grey stand-in of the final size while data is on its way: the layout does not move when it lands.
 * It stands still: a pulse repaints every frame, and a phone's main thread has better things to do then.
 */
export const skeleton = style({
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
});
