import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { media, vars } from '../ui/theme.css.ts';

/** From a tablet's width the board fills the screen and each column scrolls on its own; a phone scrolls the page. */
export const screen = style([
  flex.stack,
  {
    minHeight: '100dvh',
    background: vars.color.surface,
    '@media': { [media.medium]: { height: '100dvh' } },
  },
]);

export const header = style([
  flex.spread,
  sprinkles({ gap: 'sm', paddingX: 'md', paddingY: 'sm', flexWrap: 'wrap' }),
  { borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface },
]);

/** Takes the row's room: the tools (the outlet filter first) keep to the right, a long title (every outlet's) is cut. */
export const identity = style([flex.stack, { flex: '1 1 16rem', minWidth: 0 }]);

/** One line, whatever it says after the name (NewElsewhere): the header keeps its height. */
export const brand = style({
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tools = style([flex.cluster, sprinkles({ gap: 'sm', flexWrap: 'wrap' })]);

export const main = style([flex.stack, sprinkles({ gap: 'sm', padding: 'sm' }), { flex: 1, minHeight: 0 }]);

export const notice = style([
  flex.spread,
  sprinkles({ gap: 'sm', paddingX: 'md', paddingY: 'sm' }),
  { margin: 0, borderRadius: vars.radius.md, background: vars.color.brandSoft, color: vars.color.brandDark },
]);

export const failed = style([flex.stack, sprinkles({ gap: 'md', padding: 'xl' }), { alignItems: 'center' }]);
