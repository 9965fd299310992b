import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

/**
 * Fixed, out of the page's flow; above the place of the offline banner, which may show at the same time. Under an
 * open dialog's overlay, like the rest of the page its Reload cannot be pressed from: it covered the dialog's own
 * buttons (the offer's Order now) while refusing taps.
 */
export const region = style({
  position: 'fixed',
  left: vars.space.md,
  right: vars.space.md,
  bottom: `calc(${vars.space.md} + 48px)`,
  zIndex: vars.z.notice,
  pointerEvents: 'none',
});

export const notice = style([
  flex.spread,
  bordered({ fill: 'surface' }),
  sprinkles({ gap: 'md', padding: 'md' }),
  {
    maxWidth: '420px',
    margin: '0 auto',
    color: vars.color.text,
    boxShadow: vars.shadow.panel,
    fontSize: vars.fontSize.sm,
    pointerEvents: 'auto',
  },
]);
