import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';

export const screen = style([flex.stack, { minHeight: '100dvh', background: vars.color.surface }]);

export const header = style([
  flex.spread,
  sprinkles({ gap: 'sm', paddingX: 'md', paddingY: 'sm', flexWrap: 'wrap' }),
  { borderBottom: `1px solid ${vars.color.border}`, background: vars.color.surface },
]);

export const identity = style([flex.stack, { minWidth: 0 }]);

export const brand = style({ color: vars.color.brand, fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.bold });

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const tools = style([flex.cluster, sprinkles({ gap: 'sm', flexWrap: 'wrap' })]);

export const main = style([flex.stack, sprinkles({ gap: 'sm', padding: 'sm' }), { flex: 1 }]);

export const notice = style([
  flex.spread,
  sprinkles({ gap: 'sm', paddingX: 'md', paddingY: 'sm' }),
  { margin: 0, borderRadius: vars.radius.md, background: vars.color.brandSoft, color: vars.color.brandDark },
]);

export const failed = style([flex.stack, sprinkles({ gap: 'md', padding: 'xl' }), { alignItems: 'center' }]);
