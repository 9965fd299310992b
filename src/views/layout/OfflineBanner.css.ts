import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

/** Above the page and its dialogs (a TopLayer), never in its flow, so it moves nothing when it comes and goes. */
export const region = style({
  top: 'auto',
  right: 'auto',
  left: '50%',
  bottom: vars.space.md,
  transform: 'translateX(-50%)',
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
