import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const section = style([flex.stack, { gap: vars.space.md }]);

export const grid = style([
  sprinkles({ display: 'grid', gap: { mobile: 'md', wide: 'lg' } }),
  { gridTemplateColumns: 'repeat(2, 1fr)', '@media': { [media.wide]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
]);

export const tile = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
});

export const picture = style({ width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' });

export const caption = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xl} ${vars.space.sm} ${vars.space.sm}`,
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.75))',
  color: vars.color.onBrand,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.sm,
  '@media': {
    [media.medium]: { fontSize: vars.fontSize.md, padding: `${vars.space.xl} ${vars.space.md} ${vars.space.md}` },
  },
});
