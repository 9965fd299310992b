import { style } from '@vanilla-extract/css';
import { bordered } from '../../ui/bordered.css.ts';
import * as flex from '../../ui/flex.css.ts';
import { pageGrid } from '../../ui/page.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const page = style([pageGrid, { maxWidth: '960px', gap: vars.space.xl, lineHeight: 1.6 }]);

export const section = style([flex.stack, { gap: vars.space.sm, minWidth: 0 }]);

export { title } from '../../ui/page.css.ts';

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const card = style([
  flex.stack,
  bordered({ radius: 'lg', fill: 'surface' }),
  sprinkles({ gap: 'sm', padding: 'lg' }),
]);

export const founder = style([
  card,
  {
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    '@media': { [media.small]: { flexDirection: 'row', textAlign: 'left', gap: vars.space.lg } },
  },
]);

export const portrait = style({
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceAlt,
  flexShrink: 0,
});

export const quote = style({ margin: `${vars.space.sm} 0 0`, fontStyle: 'italic' });

export const highlights = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const highlight = style([card, { alignItems: 'center', textAlign: 'center', gap: 0 }]);

export const count = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold, color: vars.color.brand });

export const pair = style({
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.medium]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const testimonial = style([card, { margin: 0 }]);
