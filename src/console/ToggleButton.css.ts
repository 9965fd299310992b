import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';
import { pill } from './pill.css.ts';

/** A pill with a knob: on (pressed) it fills with the success colour. */
export const toggle = style([
  flex.cluster,
  sprinkles({ gap: 'sm' }),
  pill,
  {
    minHeight: '36px',
    padding: `0 ${vars.space.sm}`,
    selectors: {
      '&[aria-pressed="true"]': {
        background: vars.color.successSoft,
        borderColor: vars.color.success,
        color: vars.color.success,
      },
      '&[aria-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
]);

export const knob = style({
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.pill,
  background: vars.color.textMuted,
  selectors: { [`${toggle}[aria-pressed="true"] &`]: { background: vars.color.success } },
});
