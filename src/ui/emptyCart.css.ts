import { style } from '@vanilla-extract/css';
import * as flex from './flex.css.ts';
import { vars } from './theme.css.ts';

/** An empty cart, and the cart page's other centred messages (loading, could not load). */
export const empty = style([
  flex.stack,
  {
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.lg} 0`,
    textAlign: 'center',
    color: vars.color.textMuted,
  },
]);

export const icon = style({ width: '48px', height: '48px', color: vars.color.border, marginBottom: vars.space.sm });

export const title = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });
