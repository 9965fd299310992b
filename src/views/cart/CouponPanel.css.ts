import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
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

export const offer = style([flex.stack, bordered(), sprinkles({ gap: 'xs', padding: 'md', fontSize: 'sm' })]);

export const offerTop = style([flex.spread]);

export const title = style({ fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.md });

export const terms = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs });
