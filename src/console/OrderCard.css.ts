import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { sprinkles } from '../ui/sprinkles.css.ts';
import { vars } from '../ui/theme.css.ts';

export const card = style([
  flex.stack,
  // Five columns side by side on a tablet leave each card narrow: a tighter padding there.
  sprinkles({ gap: 'sm', padding: { mobile: 'md', medium: 'sm' } }),
  {
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    boxShadow: vars.shadow.card,
    fontSize: vars.fontSize.sm,
    selectors: {
      // Placed since the staff last looked: it stands out until they do.
      '&[data-new]': { borderColor: vars.color.brand, boxShadow: `0 0 0 2px ${vars.color.brandSoft}` },
    },
  },
]);

export const head = style([flex.spread, sprinkles({ flexWrap: 'wrap' }), { columnGap: vars.space.sm }]);

export const number = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.bold,
  whiteSpace: 'nowrap',
});

export const muted = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const tags = style([flex.cluster, sprinkles({ gap: 'xs', flexWrap: 'wrap' })]);

export const items = style([flex.stack, sprinkles({ gap: 'xs' }), { margin: 0, padding: 0, listStyle: 'none' }]);

export const item = style({ fontWeight: vars.fontWeight.medium });

export const addons = style({ display: 'block', color: vars.color.textMuted, fontWeight: vars.fontWeight.regular });

export const instructions = style({
  margin: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.warning,
  borderRadius: vars.radius.sm,
});

export const facts = style([flex.stack, sprinkles({ gap: 'xs' }), { margin: 0 }]);

export const fact = style({ margin: 0 });

export const actions = style([flex.cluster, sprinkles({ gap: 'sm', flexWrap: 'wrap', paddingTop: 'xs' })]);

export const link = style({ color: vars.color.brand, fontWeight: vars.fontWeight.bold });
