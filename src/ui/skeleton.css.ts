import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.55 } });

/** A grey stand-in of the final size while data is on its way: the layout does not move when it lands. */
export const skeleton = style({
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.md,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
