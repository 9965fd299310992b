import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const promo = style([
  flex.stack,
  {
    gap: vars.space.md,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandDark})`,
    color: vars.color.onBrand,
    '@media': {
      [media.medium]: {
        flexDirection: 'row',
        alignItems: 'center',
        justifyContent: 'space-between',
        padding: vars.space.xl,
      },
    },
  },
]);

export const heading = style({
  fontSize: vars.fontSize.lg,
  '@media': { [media.medium]: { fontSize: vars.fontSize.xl } },
});

export const text = style({ marginTop: vars.space.xs, opacity: 0.9 });
