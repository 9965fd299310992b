import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';

export const outlet = style([flex.stack, sprinkles({ gap: 'md' })]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const hours = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const switches = style([flex.stack, sprinkles({ gap: 'sm' }), { margin: 0, padding: 0, listStyle: 'none' }]);

export const switchRow = style([flex.spread, sprinkles({ gap: 'sm' }), { fontSize: vars.fontSize.sm }]);

export const dishName = style({ minWidth: 0, fontWeight: vars.fontWeight.medium });

export const category = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.xs });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });

export const dishes = style([
  flex.stack,
  sprinkles({ gap: 'sm' }),
  { margin: 0, padding: 0, listStyle: 'none', borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm },
]);
