import { style, styleVariants } from '@vanilla-extract/css';
import * as flex from '../../ui/flex.css.ts';
import { vars } from '../../ui/theme.css.ts';

export const header = style([
  flex.spread,
  {
    flexWrap: 'wrap',
    gap: vars.space.md,
  },
]);

export const balance = style([flex.stack, { gap: '2px' }]);

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const balanceAmount = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const list = style([flex.stack, { margin: 0, padding: 0, listStyle: 'none' }]);

export const row = style([
  flex.spread,
  {
    gap: vars.space.md,
    padding: `${vars.space.sm} 0`,
    borderBottom: `1px solid ${vars.color.border}`,
  },
]);

export const what = style([flex.stack, { gap: '2px', minWidth: 0 }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });

export const money = style([flex.stack, { alignItems: 'flex-end', whiteSpace: 'nowrap' }]);

export const tone = styleVariants({
  credit: { color: vars.color.success },
  debit: { color: vars.color.text },
  failed: { color: vars.color.danger },
});

export const amount = style({ fontWeight: vars.fontWeight.bold });
