import { style } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { sprinkles } from '../../ui/sprinkles.css.ts';
import { media, vars } from '../../ui/theme.css.ts';

export const groups = style([flex.stack, { gap: vars.space.xl }]);

export const groupHeading = style({
  fontSize: vars.fontSize.lg,
  paddingBottom: vars.space.xs,
  borderBottom: `2px solid ${vars.color.brand}`,
  marginBottom: vars.space.sm,
  '@media': { [media.medium]: { marginBottom: vars.space.md } },
});

export const count = sprinkles({ color: 'muted', fontWeight: 'regular', fontSize: 'sm' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  '@media': {
    [media.medium]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg },
    'screen and (min-width: 1200px)': { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.lg,
});

export const skeleton = style({
  height: '144px',
  borderRadius: vars.radius.lg,
  background: `linear-gradient(90deg, ${vars.color.surfaceAlt} 25%, ${vars.color.border} 50%, ${vars.color.surfaceAlt} 75%)`,
  backgroundSize: '200% 100%',
  marginBottom: vars.space.md,
  '@media': { [media.medium]: { height: '320px', marginBottom: 0 } },
});
