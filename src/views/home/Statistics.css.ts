import { style } from '@vanilla-extract/css';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const list = style([
  sprinkles({ display: 'grid', gap: { mobile: 'md', medium: 'lg' } }),
  {
    gridTemplateColumns: 'repeat(2, 1fr)',
    '@media': { [media.medium]: { gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' } },
  },
]);

export const item = style({
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceAlt,
  textAlign: 'center',
  selectors: { '&:last-child:nth-child(odd)': { gridColumn: '1 / -1' } },
  '@media': {
    [media.medium]: { padding: vars.space.lg, selectors: { '&:last-child:nth-child(odd)': { gridColumn: 'auto' } } },
  },
});

export const count = style({
  display: 'block',
  color: vars.color.brand,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: 1.1,
  '@media': { [media.medium]: { fontSize: vars.fontSize.xxl } },
});

export const title = style({ display: 'block', marginTop: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const description = style({ marginTop: vars.space.xs, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
