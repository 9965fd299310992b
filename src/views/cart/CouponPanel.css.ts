import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const form = style([flex.row, { alignItems: 'flex-end', gap: vars.space.sm }]);

export const heading = style({ margin: `${vars.space.md} 0 ${vars.space.sm}`, fontSize: vars.fontSize.md });

export const offers = style([
  flex.stack,
  {
    gap: vars.space.md,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

export const offer = style([
  flex.stack,
  {
    gap: vars.space.xs,
    padding: vars.space.md,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    fontSize: vars.fontSize.sm,
  },
]);

export const offerTop = style([flex.spread]);

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const terms = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
