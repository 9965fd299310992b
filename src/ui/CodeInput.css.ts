import { keyframes, style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { sprinkles } from './sprinkles.css.ts';
import { vars } from './theme.css.ts';

/** The slots, centred under the label; input-otp lays its invisible input over exactly this box. */
export const slots = style([
  flex.row,
  sprinkles({ gap: 'md', marginTop: 'xs' }),
  {
    alignSelf: 'center',
    selectors: { '&:has(input:disabled)': { opacity: 0.6 } },
  },
]);

export const slot = style([
  flex.center,
  sprinkles({ fontSize: 'xl' }),
  {
    width: '56px',
    height: '56px',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    // The slot being typed into carries the focus ring the invisible input cannot show.
    selectors: {
      '&[data-active]': {
        borderColor: vars.color.brand,
        outline: `3px solid ${vars.color.focus}`,
        outlineOffset: '2px',
      },
    },
  },
]);

const blink = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0 } });

/** The real caret is transparent: an empty active slot draws its own. */
export const caret = style({
  width: '2px',
  height: '28px',
  background: vars.color.text,
  animation: `${blink} 1s step-end infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
