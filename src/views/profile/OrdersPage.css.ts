import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const list = style([
  flex.stack,
  {
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

export const order = style([flex.stack, bordered(), sprinkles({ gap: 'sm', padding: 'md' })]);

export const orderTop = style([
  flex.row,
  {
    flexWrap: 'wrap',
    justifyContent: 'space-between',
    alignItems: 'baseline',
    gap: vars.space.sm,
  },
]);

export const orderId = style({ fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.bold });

export const date = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const status = style({ color: vars.color.success, fontWeight: vars.fontWeight.medium });

export const alarming = style({ color: vars.color.danger });

export const dishes = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** Total Paid and the buttons; on a phone the buttons go under it, side by side, rather than one per line. */
export const orderBottom = style([
  flex.spread,
  {
    flexWrap: 'wrap',
    gap: vars.space.sm,
  },
]);

export const panelBody = style([flex.stack, { gap: vars.space.md }]);

export const empty = style([flex.stack, { alignItems: 'flex-start', gap: vars.space.md }]);

export const cardActions = style([
  flex.cluster,
  { flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space.sm, marginInlineStart: 'auto' },
]);
