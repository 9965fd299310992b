import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

/** Above the page, never in its flow, so it moves nothing when it comes and goes. */
export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.md,
  transform: 'translateX(-50%)',
  zIndex: vars.z.toast,
  // It only informs: a button it happens to cover still takes the click.
  pointerEvents: 'none',
});

export const banner = style([
  sprinkles({ paddingY: 'sm', paddingX: 'md' }),
  {
    margin: 0,
    background: vars.color.text,
    color: vars.color.surface,
    // Seen on the dark footer too.
    border: `2px solid ${vars.color.surface}`,
    borderRadius: vars.radius.pill,
    boxShadow: vars.shadow.panel,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.bold,
    whiteSpace: 'nowrap',
  },
]);
