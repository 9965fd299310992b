import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const form = style([flex.stack, { gap: vars.space.lg }]);

export const group = style([
  flex.stack,
  {
    margin: 0,
    padding: 0,
    border: 'none',
    gap: vars.space.xs,
  },
]);

export const legend = style({ padding: 0, marginBottom: vars.space.sm, fontWeight: vars.fontWeight.bold });

export const choices = style([
  sprinkles({ display: 'grid', gap: 'xs' }),
  { gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
]);

export const choice = style([
  flex.cluster,
  {
    gap: vars.space.sm,
    minHeight: '36px',
    cursor: 'pointer',
  },
]);

export const control = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const label = style({ fontWeight: vars.fontWeight.bold });
