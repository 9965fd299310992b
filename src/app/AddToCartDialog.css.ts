import { style } from '@vanilla-extract/css';
import * as flex from '../ui/flex.css.ts';
import { vars } from '../ui/theme.css.ts';

export const step = style([flex.stack, { gap: vars.space.md }]);

export const dish = style([flex.cluster, { gap: vars.space.md }]);

export const picture = style({
  width: '64px',
  height: '64px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  flexShrink: 0,
});

export const dishName = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const choices = style([
  flex.stack,
  {
    margin: 0,
    padding: 0,
    border: 'none',
  },
]);

export const legend = style({ padding: 0, marginBottom: vars.space.xs, fontWeight: vars.fontWeight.bold });

export const choice = style([
  flex.cluster,
  {
    gap: vars.space.sm,
    minHeight: '44px',
    borderBottom: `1px solid ${vars.color.border}`,
    cursor: 'pointer',
    selectors: { '&:has(:disabled)': { color: vars.color.textMuted, cursor: 'not-allowed' } },
  },
]);

/** A choice's box or circle, in the brand's colour. */
export const mark = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.brand,
  flexShrink: 0,
});

export const choiceName = style({ flex: 1 });

export const choiceRate = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const actions = style([flex.row, { justifyContent: 'flex-end', gap: vars.space.sm, width: '100%' }]);
