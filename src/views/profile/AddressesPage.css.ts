import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const header = style([
  flex.spread,
  {
    flexWrap: 'wrap',
    gap: vars.space.md,
  },
]);

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// The card's text is the customer's (a name, an email, an address): a long unbroken word wraps inside the card.
export const address = style([
  flex.stack,
  bordered(),
  sprinkles({ gap: 'sm', padding: 'md' }),
  { height: '100%', minWidth: 0, overflowWrap: 'anywhere' },
]);

export const top = style([flex.cluster, { gap: vars.space.sm }]);

export const line = style({ margin: 0 });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style([flex.row, { justifyContent: 'flex-end', gap: vars.space.sm, marginTop: 'auto' }]);
